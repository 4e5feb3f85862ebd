/** A row's action: smaller than a form's button, still a comfortable target. */
export const smallButtonClass =
  'min-h-9 rounded-full px-4 py-1.5 text-sm font-medium text-navy-900 ring-1 ring-navy-900/30 hover:bg-navy-900/5 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold-500'
