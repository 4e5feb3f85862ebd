export type ButtonVariant = 'gold' | 'navy' | 'outline-light' | 'outline-dark'

const variants: Record<ButtonVariant, string> = {
  gold: 'bg-gold-500 text-navy-950 hover:bg-gold-400',
  navy: 'bg-navy-900 text-sand-50 hover:bg-navy-800',
  'outline-light': 'border border-sand-50/70 text-sand-50 hover:bg-sand-50 hover:text-navy-950',
  'outline-dark': 'border border-navy-900 text-navy-900 hover:bg-navy-900 hover:text-sand-50',
}

/** Classes for anything that looks like a button, whether it is a link or a button. */
export function buttonClass(variant: ButtonVariant = 'gold', extra = ''): string {
  return [
    'inline-flex items-center justify-center gap-2 rounded-full px-7 py-3 text-sm font-medium tracking-[0.14em] uppercase',
    'transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-60',
    variants[variant],
    extra,
  ].join(' ')
}
