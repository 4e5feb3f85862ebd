export const BROCHURE_URL = `${import.meta.env.API_BASE_URL}/brochure.pdf`

export interface BrochureTab {
  /** Shows the brochure in the reserved tab; false when the browser refused the tab. */
  show(): boolean
  discard(): void
}

/**
 * Opens the tab while the visitor's click is still being handled, which pop-up blockers allow, and points it at the
 * brochure once the submission succeeds. Where the browser refuses anyway, the success dialog offers the link.
 */
export function reserveBrochureTab(): BrochureTab {
  const tab = window.open('', '_blank')
  if (tab) tab.document.title = 'Your membership brochure'
  return {
    show() {
      if (!tab || tab.closed) return false
      tab.location.replace(BROCHURE_URL)
      return true
    },
    discard() {
      tab?.close()
    },
  }
}
