import type { ReactNode } from 'react'
import type { ResultMessage, ResultTone } from '../../ui/dialog.tsx'

/**
 * A result dialog's message from its title and body (portal-and-admin.md §2): 'Successful' is green, 'Failed' red,
 * any other title the brand's navy. The spec's 'Successfull' is read as the word it means.
 */
export function adminResult(title: string, body: ReactNode): ResultMessage {
  const tone: ResultTone = title === 'Successful' ? 'success' : title === 'Failed' ? 'error' : 'brand'
  return { title, body, tone }
}
