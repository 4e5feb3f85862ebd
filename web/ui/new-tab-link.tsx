import type { AnchorHTMLAttributes, ReactNode } from 'react'

interface NewTabLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string
  children: ReactNode
}

/** A link that opens in a new tab and says so to screen readers. */
export function NewTabLink({ children, ...props }: NewTabLinkProps) {
  return (
    <a target="_blank" rel="noopener" {...props}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}
