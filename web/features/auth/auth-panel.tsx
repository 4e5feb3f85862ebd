import type { ReactNode } from 'react'

interface AuthPanelProps {
  eyebrow: string
  title: string
  intro: ReactNode
  children: ReactNode
}

/** The card the password pages sit in: the page's one h1, a line of guidance, then the form. */
export function AuthPanel({ eyebrow, title, intro, children }: AuthPanelProps) {
  return (
    <section className="bg-gradient-to-b from-navy-950 via-navy-900 to-sand-100 to-[22rem] px-4 py-16 sm:px-6 sm:py-24">
      <div className="mx-auto max-w-md border-t-4 border-gold-500 bg-white p-8 shadow-2xl sm:p-10">
        <p className="text-xs font-medium tracking-[0.35em] text-gold-700 uppercase">{eyebrow}</p>
        <h1 className="mt-3 font-display text-4xl leading-tight font-semibold text-navy-900">{title}</h1>
        <div className="mt-3 mb-8 leading-relaxed text-navy-800/85">{intro}</div>
        {children}
      </div>
    </section>
  )
}
