import { z } from '../../../../common/zod.ts'
import {
  type CaptainRequest,
  type captainRequestSchema,
  captainScheduleSchema,
  captainSchema,
  type timeOffRequestSchema,
} from '../../../../common/fleet-operations/fleet-api.ts'
import { apiRequest } from '../../../lib/api-request.ts'

/** The captains' roster, their time off and their schedule (member-api §6), checked against the shared schemas. */

export type CaptainFields = z.output<typeof captainRequestSchema>
export type TimeOffFields = z.output<typeof timeOffRequestSchema>
export type { CaptainRequest }

export const captainKeys = {
  /** Every captain query, read again after any change. */
  all: ['admin', 'fleet', 'captains'] as const,
  roster: ['admin', 'fleet', 'captains', 'roster'] as const,
  schedule: (from: string, days: number) => ['admin', 'fleet', 'captains', 'schedule', from, days] as const,
}

const rosterSchema = z.array(captainSchema)

export const captainsQuery = {
  queryKey: captainKeys.roster,
  queryFn: async ({ signal }: { signal?: AbortSignal }) =>
    rosterSchema.parse(await apiRequest('/admin/captains', { method: 'GET', signal })),
  staleTime: 0,
}

export const scheduleQuery = (from: string, days: number) => ({
  queryKey: captainKeys.schedule(from, days),
  queryFn: async ({ signal }: { signal?: AbortSignal }) =>
    captainScheduleSchema.parse(
      await apiRequest(`/admin/captains/schedule?${new URLSearchParams({ from, days: String(days) })}`, {
        method: 'GET',
        signal,
      }),
    ),
  staleTime: 0,
})

/** Adds a captain, or changes the one numbered `captainId`. */
export async function saveCaptain(captain: CaptainFields, captainId?: number) {
  const answer = await apiRequest(captainId === undefined ? '/admin/captains' : `/admin/captains/${captainId}`, {
    method: captainId === undefined ? 'POST' : 'PUT',
    json: captain,
  })
  return captainSchema.parse(answer)
}

/** Retires a captain: off the roster, their history kept. */
export async function retireCaptain(captainId: number) {
  return captainSchema.parse(await apiRequest(`/admin/captains/${captainId}`, { method: 'DELETE' }))
}

export async function addTimeOff(captainId: number, timeOff: TimeOffFields) {
  return captainSchema.parse(
    await apiRequest(`/admin/captains/${captainId}/time-off`, { method: 'POST', json: timeOff }),
  )
}

/** A sign-in for the dock under `username`; the captain gets a one-time link by e-mail to choose a password. */
export async function giveCaptainSignIn(captainId: number, username: string) {
  const answer = await apiRequest(`/admin/captains/${captainId}/account`, { method: 'POST', json: { username } })
  return z.object({ username: z.string() }).parse(answer)
}
