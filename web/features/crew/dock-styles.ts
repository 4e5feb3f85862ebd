/** A phone on a sunny dock: big targets (44 px and more), navy on white, bold type. */
export const dockButton = (tone: 'navy' | 'outline' = 'navy', extra = '') =>
  [
    'inline-flex min-h-12 items-center justify-center gap-2 rounded-md px-5 text-lg font-semibold',
    'disabled:cursor-not-allowed disabled:opacity-60',
    tone === 'navy'
      ? 'bg-navy-900 text-white hover:bg-navy-800'
      : 'border-2 border-navy-900 bg-white text-navy-900 hover:bg-sand-100',
    extra,
  ].join(' ')

export const dockInput =
  'mt-1 block min-h-12 w-full rounded-md border-2 border-navy-900 bg-white px-3 text-lg text-navy-950 aria-[invalid=true]:border-red-700'

export const dockLabel = 'block text-base font-semibold text-navy-950'
