import type { ResultDialogProps } from './dialog.tsx'
import { useLoadedWhen } from './use-loaded-when.ts'

const loadDialog = () => import('./dialog.tsx')

/**
 * `ResultDialog`, loaded with the first result it has to show, so a page with a form does not load the dialog library
 * before anyone submits. Once there it stays, so it closes and gives the focus back as usual.
 */
export function LazyResultDialog(props: ResultDialogProps) {
  const dialog = useLoadedWhen(props.message !== null, loadDialog)
  return dialog ? <dialog.ResultDialog {...props} /> : null
}
