import type { ResultMessage } from './dialog.tsx'
import { useLoadedWhen } from './use-loaded-when.ts'

interface ResultDialogProps {
  message: ResultMessage | null
  onClose: () => void
}

const loadDialog = () => import('./dialog.tsx')

/**
 * `ResultDialog`, loaded with the first result it has to show, so a page with a form does not load the dialog library
 * before anyone submits. Once there it stays, so it closes and gives the focus back as usual.
 */
export function LazyResultDialog({ message, onClose }: ResultDialogProps) {
  const dialog = useLoadedWhen(message !== null, loadDialog)
  return dialog ? <dialog.ResultDialog message={message} onClose={onClose} /> : null
}
