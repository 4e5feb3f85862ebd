import { buttonClass } from '../../ui/button-styles.ts'
import { lazyDialogButton } from '../../ui/lazy-dialog-button.tsx'
import type { BrochureButtonProps } from './brochure-dialog.tsx'

/** A button that opens the brochure request form; the form loads when the button is first pressed. */
export const BrochureButton = lazyDialogButton<BrochureButtonProps>(
  () => import('./brochure-dialog.tsx').then((module) => module.BrochureDialog),
  ({ label, variant = 'gold' }) => ({ label, className: buttonClass(variant) }),
)
