export interface Testimonial {
  name: string
  msg: string
}

export const testimonials: readonly Testimonial[] = [
  {
    name: 'Catherine & James W., Longboat Key',
    msg: 'We sold our own boat after our first season with the club. No maintenance, no fuel docks, no cleaning: we simply arrive, the captain greets us by name, and the day is ours.',
  },
  {
    name: 'Robert M., Gold member',
    msg: 'As snowbirds, Gold is exactly right. We book our winter weekends as soon as the calendar opens, and the crew has never once let us down. It feels like owning a fleet.',
  },
  {
    name: 'Alicia D., Lakewood Ranch',
    msg: 'Our daughter’s graduation cruise on Peace was unforgettable: sunset off Lido, dinner on board and not a single thing for us to worry about. Worth every Mariner Point.',
  },
]
