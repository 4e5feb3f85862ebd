import type { ReactNode } from 'react'

/** Content that fades in over 1000 ms, each block 200 ms after the one before (public-site.md §9). */
export function FadeIn({
  order = 0,
  children,
  className = '',
}: {
  order?: number
  children: ReactNode
  className?: string
}) {
  return (
    <div
      className={`animate-[fade-in-up_1000ms_ease-out_both] ${className}`}
      style={{ animationDelay: `${order * 200}ms` }}
    >
      {children}
    </div>
  )
}
