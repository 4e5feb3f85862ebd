import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { type BallotEntryRequest, ballotRequestSchema, ballotTourTypes } from '../../../common/ballot/ballot-api.ts'
import { MAX_BALLOT_RANK } from '../../../common/ballot/ballot-draw.ts'
import { type ClubDate, clubDateTimeLabel } from '../../../common/club-time.ts'
import { tourPrice } from '../../../common/booking/tours.ts'
import { problemMessage } from '../../lib/api-request.ts'
import { queryClient } from '../../lib/query-client.ts'
import { AlertMessage } from '../../ui/alert-message.tsx'
import { buttonClass } from '../../ui/button-styles.ts'
import { enterBallot, myBallotQuery, withdrawEntry } from './ballot-client.ts'
import { rankWords } from './ballot-words.ts'
import type { BookableVessel } from './vessel-grid.tsx'

interface BallotEntryProps {
  vessel: BookableVessel
  date: ClubDate
  /** Why the day cannot be booked, as the server says it. */
  reason: string
}

const refresh = () => queryClient.invalidateQueries({ queryKey: myBallotQuery.queryKey })

/** The member's requests for one peak date, each with Withdraw while the ballot is open. */
function EnteredRequests({ date }: { date: ClubDate }) {
  const ballot = useQuery(myBallotQuery, queryClient)
  const withdraw = useMutation({ mutationFn: withdrawEntry, onSuccess: refresh }, queryClient)
  const entries = ballot.data?.entries.filter((entry) => entry.date === date) ?? []
  if (entries.length === 0) return null
  return (
    <div className="mt-6">
      <h5 className="text-sm font-medium text-navy-900">Your requests for this day</h5>
      <ul className="mt-2 grid gap-2 text-sm text-navy-900">
        {entries.map((entry) => (
          <li key={entry.ballot_id} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              {rankWords[entry.rank - 1]}: {entry.item}, {entry.tour_type}
            </span>
            <button
              type="button"
              className="min-h-6 font-medium underline"
              disabled={withdraw.isPending}
              onClick={() => withdraw.mutate(entry.ballot_id)}
            >
              Withdraw
              <span className="sr-only">
                {' '}
                {entry.item}, {entry.tour_type}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <AlertMessage reserveSpace>
        {withdraw.isError ? problemMessage(withdraw.error, 'The request could not be withdrawn.') : ''}
      </AlertMessage>
    </div>
  )
}

/**
 * On a peak date whose ballot is open the calendar offers the ballot instead of Book: a tour and how much the member
 * wants it (1st to 3rd choice), entered with the shared schema the server checks.
 */
export function BallotEntry({ vessel, date, reason }: BallotEntryProps) {
  const ballot = useQuery(myBallotQuery, queryClient)
  const peak = ballot.data?.peak_dates.find((candidate) => candidate.date === date)
  const used = new Set(ballot.data?.entries.filter((entry) => entry.date === date).map((entry) => entry.rank))
  const firstFree = Array.from({ length: MAX_BALLOT_RANK }, (_, index) => index + 1).find((rank) => !used.has(rank))
  const form = useForm<BallotEntryRequest>({
    defaultValues: { vessel_id: vessel.vessel_id, date, tour_type: undefined, rank: firstFree ?? 1 },
    resolver: zodResolver(ballotRequestSchema),
  })
  const enter = useMutation(
    {
      mutationFn: enterBallot,
      onSuccess: async () => {
        form.resetField('tour_type')
        await refresh()
      },
    },
    queryClient,
  )
  // The next free choice is offered once one is entered or withdrawn.
  useEffect(() => form.setValue('rank', firstFree ?? 1), [form, firstFree])
  const errors = form.formState.errors
  if (peak?.state !== 'open') {
    return <p className="border-l-4 border-navy-900/30 bg-sand-100 p-4 text-sm text-navy-900">{reason}</p>
  }
  return (
    <div>
      <p className="border-l-4 border-gold-500 bg-gold-200/40 p-4 text-sm text-navy-900">
        This is one of the club’s busiest days: its outings go by ballot, drawn{' '}
        {clubDateTimeLabel(new Date(peak.draws_at))}. Enter up to three requests, ranked; members who have won fewer
        peak dates this year are drawn first.
      </p>
      {firstFree === undefined ? (
        <p className="mt-4 text-sm text-navy-900">You have entered three requests for this day, the most allowed.</p>
      ) : (
        <form
          noValidate
          aria-label="Enter the ballot"
          className="mt-4 grid gap-4"
          onSubmit={form.handleSubmit((request) => enter.mutate(request))}
        >
          <fieldset>
            <legend className="text-sm font-medium text-navy-900">Tour</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {ballotTourTypes.map((type) => (
                <label
                  key={type}
                  className="flex cursor-pointer items-start gap-3 rounded-sm border border-navy-900/20 bg-white p-3 text-sm has-[:checked]:border-gold-500 has-[:checked]:bg-gold-200/30 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-gold-500"
                >
                  <input type="radio" value={type} {...form.register('tour_type')} className="mt-1 accent-navy-900" />
                  <span>
                    <span className="block font-medium text-navy-900">{type}</span>
                    <span className="block text-navy-800">
                      {tourPrice({ tourType: type, days: 1 }, vessel.prices[type] ?? 0).toLocaleString('en-US')} points
                      if drawn
                    </span>
                  </span>
                </label>
              ))}
            </div>
            {errors.tour_type && <p className="mt-2 text-sm text-red-800">Please choose a tour.</p>}
          </fieldset>
          <label className="grid max-w-xs gap-1 text-sm font-medium text-navy-900">
            How much you want it
            <select
              {...form.register('rank', { valueAsNumber: true })}
              className="rounded-sm border border-navy-900/25 bg-white px-3 py-2 font-normal focus:outline-2 focus:outline-gold-500"
            >
              {rankWords.map((words, index) => (
                <option key={words} value={index + 1} disabled={used.has(index + 1)}>
                  {words}
                </option>
              ))}
            </select>
          </label>
          <AlertMessage reserveSpace>
            {enter.isError ? problemMessage(enter.error, 'The request could not be entered.') : ''}
          </AlertMessage>
          <button type="submit" className={buttonClass('navy', 'justify-self-start')} disabled={enter.isPending}>
            {enter.isPending ? 'Entering…' : 'Enter the ballot'}
          </button>
        </form>
      )}
      <EnteredRequests date={date} />
    </div>
  )
}
