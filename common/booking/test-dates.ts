import fc from 'fast-check'

/** Any day from 2000 to 2099, as the club writes it: for the property tests of the booking rules. */
export const clubDates = fc
  .date({ min: new Date('2000-01-01T12:00:00Z'), max: new Date('2099-12-31T12:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10))
