import { buttonClass } from '../../ui/button-styles.ts'
import { lazyDialogButton } from '../../ui/lazy-dialog-button.tsx'
import type { EventSignupButtonProps } from './event-signup-dialog.tsx'

/** A button that opens an event sign-up form; the form loads when the button is first pressed. */
export const EventSignupButton = lazyDialogButton<EventSignupButtonProps>(
  () => import('./event-signup-dialog.tsx').then((module) => module.EventSignupDialog),
  ({ label, variant = 'gold', className = '' }) => ({ label, className: buttonClass(variant, className) }),
)
