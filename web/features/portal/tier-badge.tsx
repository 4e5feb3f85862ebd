import type { TierName } from '../../../common/membership-tiers.ts'

/** Each tier in its own finish; the text keeps AA contrast on every one. */
const finishes: Record<TierName, string> = {
  Silver: 'bg-gradient-to-r from-slate-300 via-slate-100 to-slate-300 text-navy-950 ring-slate-400',
  Gold: 'bg-gradient-to-r from-gold-500 via-gold-200 to-gold-500 text-navy-950 ring-gold-600',
  Platinum: 'bg-gradient-to-r from-zinc-200 via-white to-zinc-300 text-navy-950 ring-zinc-400',
  Diamond: 'bg-gradient-to-r from-sky-900 via-navy-800 to-sky-900 text-sky-50 ring-sky-300',
}

export function TierBadge({ tier }: { tier: TierName }) {
  return (
    <span
      className={`inline-flex items-center gap-2 rounded-full px-4 py-1 text-xs font-semibold tracking-[0.2em] uppercase ring-1 ${finishes[tier]}`}
    >
      <span aria-hidden="true">{tier === 'Diamond' ? '◆' : '●'}</span>
      {tier} Member
    </span>
  )
}
