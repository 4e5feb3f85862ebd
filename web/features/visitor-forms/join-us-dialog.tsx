import { useState } from 'react'
import { buttonClass } from '../../ui/button-styles.ts'
import { Modal, type ResultMessage, ResultDialog } from '../../ui/dialog.tsx'
import { detailsSubmittedMessage, YachtOwnerForm } from './yacht-owner-form.tsx'

/** "Join Us": the yacht owners' form in the "Partner With Us" modal, with the button that opens it. */
export function JoinUsDialog({ defaultOpen }: { defaultOpen: boolean }) {
  const [open, setOpen] = useState(defaultOpen)
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
