import type { ReactNode } from 'react'

interface AlertMessageProps {
  children?: ReactNode
  /** `sm` under a form's fields, `base` for a whole form's outcome, `lg` for a screen that could not load. */
  size?: 'sm' | 'base' | 'lg'
  /**
   * Keeps the line's height while it is empty, so a message that comes and goes does not move the form, and the live
   * region is already there when the message arrives (screen readers announce changes, not a region's first render).
   */
  reserveSpace?: boolean
  /** Spacing from what surrounds it. */
  className?: string
  id?: string
}

const textSizes = { sm: 'text-sm', base: 'text-base', lg: 'text-lg' }

/** A refusal or failure the user must hear at once: every red message of the site and back office. */
export function AlertMessage({ children, size = 'sm', reserveSpace = false, className = '', id }: AlertMessageProps) {
  const classes = [textSizes[size], 'font-medium text-red-800', reserveSpace ? 'min-h-6' : '', className]
  return (
    <p id={id} role="alert" className={classes.filter(Boolean).join(' ')}>
      {children}
    </p>
  )
}
