import { club } from '../../common/club.ts'

/** The burgee and the club's name; the name is text so it stays crisp and readable by everyone. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const [first, ...rest] = club.name.split(' ')
  return (
    <span className="flex items-center gap-3">
      <img src="/brand/burgee.svg" alt="" width={40} height={40} className="h-9 w-9 sm:h-10 sm:w-10" />
      <span className={`flex flex-col leading-none ${tone === 'light' ? 'text-sand-50' : 'text-navy-900'}`}>
        <span className="font-display text-2xl font-semibold tracking-wide sm:text-[1.7rem]">{first}</span>
        {/* Keeps the two words apart in the link's accessible name, which must contain the visible text. */}{' '}
        <span
          className={`mt-1 text-[0.62rem] font-medium tracking-[0.42em] uppercase ${tone === 'light' ? 'text-gold-400' : 'text-gold-700'}`}
        >
          {rest.join(' ')}
        </span>
      </span>
    </span>
  )
}
