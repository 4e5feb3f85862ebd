import type { ReactNode } from 'react'

interface SectionHeadingProps {
  eyebrow?: string
  title: string
  id?: string
  intro?: ReactNode
  align?: 'center' | 'left'
  tone?: 'dark' | 'light'
}

export function SectionHeading({ eyebrow, title, id, intro, align = 'center', tone = 'dark' }: SectionHeadingProps) {
  const centred = align === 'center' ? 'mx-auto text-center' : ''
  return (
    <div className={`max-w-3xl ${centred}`}>
      {eyebrow && (
        <p
          className={`text-xs font-medium tracking-[0.35em] uppercase ${tone === 'light' ? 'text-gold-400' : 'text-gold-700'}`}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={`mt-3 font-display text-4xl leading-tight font-semibold sm:text-5xl ${tone === 'light' ? 'text-sand-50' : 'text-navy-900'}`}
      >
        {title}
      </h2>
      {intro && (
        <div className={`mt-5 text-lg leading-relaxed ${tone === 'light' ? 'text-sand-100/85' : 'text-navy-800/85'}`}>
          {intro}
        </div>
      )}
    </div>
  )
}
