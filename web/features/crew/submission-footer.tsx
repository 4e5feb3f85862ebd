import { NETWORK_ERROR_MESSAGE, problemMessage } from '../../lib/api-request.ts'
import { dockButton } from './dock-styles.ts'
import type { DockSubmission } from './use-dock-submission.ts'

interface SubmissionFooterProps {
  submission: DockSubmission
  /** What failed, for a server error with no reason given. */
  fallback: string
  /** The submit button's words, idle and while sending. */
  action: { idle: string; busy: string }
  onCancel: () => void
}

/**
 * The foot of a dock form: the server's reason for a refusal, or, when the answer was lost, a "Try again" that resends
 * the same attempt; then the submit and Cancel buttons.
 */
export function SubmissionFooter({ submission, fallback, action, onCancel }: SubmissionFooterProps) {
  const { mutation, lost, retry } = submission
  return (
    <>
      <div role="alert" className="min-h-6 text-lg font-semibold text-red-800">
        {mutation.error !== null && !mutation.isPending && (
          <>
            <p>
              {lost ? `${NETWORK_ERROR_MESSAGE} Nothing is recorded twice.` : problemMessage(mutation.error, fallback)}
            </p>
            {lost && (
              <button type="button" className={dockButton('outline', 'mt-3 w-full')} onClick={retry}>
                Try again
              </button>
            )}
          </>
        )}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <button type="submit" className={dockButton('navy')} disabled={mutation.isPending}>
          {mutation.isPending ? action.busy : action.idle}
        </button>
        <button type="button" className={dockButton('outline')} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </>
  )
}
