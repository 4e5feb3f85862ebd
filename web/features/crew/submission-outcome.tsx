import { NETWORK_ERROR_MESSAGE, problemMessage } from '../../lib/api-request.ts'
import { dockButton } from './dock-styles.ts'

interface SubmissionOutcomeProps {
  error: unknown
  lost: boolean
  pending: boolean
  onRetry: () => void
  /** What failed, for a server error with no reason given. */
  fallback: string
}

/** The server's reason for a refusal, or, when the answer was lost, a "Try again" that resends the same attempt. */
export function SubmissionOutcome({ error, lost, pending, onRetry, fallback }: SubmissionOutcomeProps) {
  return (
    <div role="alert" className="min-h-6 text-lg font-semibold text-red-800">
      {error !== null && !pending && (
        <>
          <p>{lost ? `${NETWORK_ERROR_MESSAGE} Nothing is recorded twice.` : problemMessage(error, fallback)}</p>
          {lost && (
            <button type="button" className={dockButton('outline', 'mt-3 w-full')} onClick={onRetry}>
              Try again
            </button>
          )}
        </>
      )}
    </div>
  )
}
