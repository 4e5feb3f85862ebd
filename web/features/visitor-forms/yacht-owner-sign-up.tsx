import { useState } from 'react'
import { buttonClass } from '../../ui/button-styles.ts'
import { Modal, type ResultMessage, ResultDialog } from '../../ui/dialog.tsx'
import { detailsSubmittedMessage, YachtOwnerForm } from './yacht-owner-form.tsx'

/** "Join Us": the yacht owners' form in the "Partner With Us" modal. */
export function JoinUsButton() {
  const [open, setOpen] = useState(false)
  const [result, setResult] = useState<ResultMessage | null>(null)
  return (
    <>
      <Modal
        trigger={
          <button type="button" className={buttonClass('gold')}>
            Join Us
          </button>
        }
        open={open}
        onOpenChange={setOpen}
        title="Partner With Us"
        description="Tell us about your yacht and our management team will be in touch."
        wide
      >
        <YachtOwnerForm
          label="Partner With Us"
          onSubmitted={(tabOpened) => {
            setOpen(false)
            setResult(detailsSubmittedMessage(tabOpened))
          }}
        />
      </Modal>
      <ResultDialog message={result} onClose={() => setResult(null)} />
    </>
  )
}

/** The same form on the page itself, under "Ready to Get Started?". */
export function YachtOwnerInlineForm() {
  const [result, setResult] = useState<ResultMessage | null>(null)
  return (
    <>
      <YachtOwnerForm
        label="Yacht owner details"
        onSubmitted={(tabOpened) => setResult(detailsSubmittedMessage(tabOpened))}
      />
      <ResultDialog message={result} onClose={() => setResult(null)} />
    </>
  )
}
