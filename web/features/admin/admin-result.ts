import type { ReactNode } from 'react'
import type { ResultMessage, ResultTone } from '../../ui/dialog.tsx'

/** The back office's result dialogs (portal-and-admin §2, spelled as the specification spells it): 'Successfull' green, 'Failed' red, else navy. */
export function resultTone(title: string): ResultTone {
  if (title === 'Successfull') return 'success'
  if (title === 'Failed') return 'error'
  return 'brand'
}

export function adminResult(title: string, body: ReactNode): ResultMessage {
  return { title, body, tone: resultTone(title) }
}
