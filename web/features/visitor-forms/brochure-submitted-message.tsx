import type { ResultMessage } from '../../ui/dialog.tsx'
import { NewTabLink } from '../../ui/new-tab-link.tsx'
import { BROCHURE_URL } from './brochure-tab.ts'

/**
 * "Details Submitted!" after a form that opens the brochure in a new tab: `thanks` says whether the tab opened, and a
 * link opens the brochure in case it did not.
 */
export function brochureSubmittedMessage(thanks: string): ResultMessage {
  return {
    title: 'Details Submitted!',
    tone: 'success',
    buttonLabel: 'Got it',
    body: (
      <>
        <p>{thanks}</p>
        <p className="mt-3">
          <NewTabLink href={BROCHURE_URL} className="font-medium text-navy-900 underline underline-offset-2">
            Open the membership brochure
          </NewTabLink>
        </p>
      </>
    ),
  }
}
