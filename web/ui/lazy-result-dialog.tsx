import { useEffect, useState } from 'react'
import type { ResultDialog as LoadedResultDialog, ResultMessage } from './dialog.tsx'

interface ResultDialogProps {
  message: ResultMessage | null
  onClose: () => void
}

/**
 * `ResultDialog`, loaded with the first result it has to show, so a page with a form does not load the dialog library
 * before anyone submits. Once there it stays, so it closes and gives the focus back as usual. (Loaded by an effect
 * rather than `lazy`: Suspense reveals loaded content on a timer, which tests that freeze the page's clock would stop.)
 */
export function LazyResultDialog({ message, onClose }: ResultDialogProps) {
  const [ResultDialog, setResultDialog] = useState<typeof LoadedResultDialog | null>(null)
  const needed = message !== null

  useEffect(() => {
    if (!needed || ResultDialog) return
    let current = true
    void import('./dialog.tsx').then((module) => {
      if (current) setResultDialog(() => module.ResultDialog)
    })
    return () => {
      current = false
    }
  }, [needed, ResultDialog])

  return ResultDialog ? <ResultDialog message={message} onClose={onClose} /> : null
}
