import type { ReactNode } from 'react'
import type { ResultMessage, ResultTone } from '../../ui/dialog.tsx'

/** The back office's result dialogs take their colour from the title: 'Successful' green, 'Failed' red, else navy. */
export function resultTone(title: string): ResultTone {
  if (title === 'Successful') return 'success'
  if (title === 'Failed') return 'error'
  return 'brand'
}

export function adminResult(title: string, body: ReactNode): ResultMessage {
  return { title, body, tone: resultTone(title) }
}
