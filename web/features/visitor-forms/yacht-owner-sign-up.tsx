import { useState } from 'react'
import { buttonClass } from '../../ui/button-styles.ts'
import type { ResultMessage } from '../../ui/dialog.tsx'
import { lazyDialogButton } from '../../ui/lazy-dialog-button.tsx'
import { LazyResultDialog } from '../../ui/lazy-result-dialog.tsx'
import { detailsSubmittedMessage, YachtOwnerForm } from './yacht-owner-form.tsx'

/** "Join Us": opens the yacht owners' form in the "Partner With Us" modal, which loads when first pressed. */
export const JoinUsButton = lazyDialogButton<object>(
  () => import('./join-us-dialog.tsx').then((module) => module.JoinUsDialog),
  () => ({ label: 'Join Us', className: buttonClass('gold') }),
)

/** The same form on the page itself, under "Ready to Get Started?". */
export function YachtOwnerInlineForm() {
  const [result, setResult] = useState<ResultMessage | null>(null)
  return (
    <>
      <YachtOwnerForm
        label="Yacht owner details"
        onSubmitted={(tabOpened) => setResult(detailsSubmittedMessage(tabOpened))}
      />
      <LazyResultDialog message={result} onClose={() => setResult(null)} />
    </>
  )
}
