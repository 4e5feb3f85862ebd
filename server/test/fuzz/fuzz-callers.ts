import type { FastifyInstance } from 'fastify'
import { addCaptain, crewedOuting, signedInCaptain } from '../test-dock.ts'
import { type SignedIn, signedIn } from '../test-bookings.ts'
import { impossibleTimes, plausibleDates, plausibleMonths, plausibleTimes } from './hostile-values.ts'
import type { Access } from './openapi-operations.ts'
import type { Hints } from './schema-arbitraries.ts'

/** Who calls what: the caller each declared access needs, and the club's world the generated values point at. */
export interface FuzzCallers {
  cookieFor(access: Access): string
  /** Signs in again whoever a fuzzed call signed out, retired or deactivated, so the next call is still theirs. */
  keepSignedIn(): Promise<void>
  hints: Hints
}

async function answers(app: FastifyInstance, who: SignedIn, url: string) {
  const response = await app.inject({ method: 'GET', url, headers: { cookie: who.cookie } })
  return response.statusCode === 200
}

/**
 * Sessions made once: a Diamond member with an outing crewed by the signed-in captain, an admin, and a captain. The
 * hints name a second member, captain and the outing, so generated calls reach real rows; the callers' own names are
 * left out of them, so that a fuzzed admin call does not deactivate the very member the next call is made as.
 */
export async function fuzzCallers(app: FastifyInstance): Promise<FuzzCallers> {
  let admin = await signedIn(app, { userType: 'admin' })
  let member = await signedIn(app, { tier: 'Diamond', points: 200_000 })
  const captainId = await addCaptain(app, admin, ['peace', 'rallypoint'])
  let captain = await signedInCaptain(app, admin, captainId)
  const newCaptain = async () => signedInCaptain(app, admin, await addCaptain(app, admin, ['peace', 'rallypoint']))
  const otherMember = await signedIn(app, { tier: 'Gold', points: 5_000 })
  const otherCaptainId = await addCaptain(app, admin, ['peace'])
  const outing = await crewedOuting(
    app,
    admin,
    member,
    { vessel_id: 'peace', tour_type: 'Full Day', date: '2026-12-14' },
    captainId,
  )
  const reference = (
    await app.inject({
      method: 'GET',
      url: `/api/booking/bookings/${outing.bookingId}`,
      headers: { cookie: member.cookie },
    })
  ).json<{ reference?: string }>().reference

  return {
    cookieFor: (access) =>
      ({ public: '', 'signed-in': member.cookie, account: member.cookie, crew: captain.cookie, admin: admin.cookie })[
        access
      ],
    async keepSignedIn() {
      if (!(await answers(app, admin, '/api/admin/captains'))) admin = await signedIn(app, { userType: 'admin' })
      if (!(await answers(app, member, '/api/booking/bookings'))) {
        member = await signedIn(app, { tier: 'Diamond', points: 200_000 })
      }
      if (!(await answers(app, captain, '/api/crew/outings'))) captain = await newCaptain()
    },
    hints: {
      named: [
        [/date|_on$|^(from|to|day)$/, [...plausibleDates, ...plausibleDates, '2026-02-30', '9999-12-31']],
        [/_at$|time/, [...plausibleTimes, ...plausibleTimes, ...impossibleTimes]],
        [/month/, plausibleMonths],
        [/season/, ['2026', '2027', '9999']],
        [/email/, [`${otherMember.username}@example.com`, 'ada@example.com']],
        [/phone|contact$/, ['9415550100', '+19415550100']],
        [/user(name)?$|^member$/, [otherMember.username]],
        [/^id$/, [String(otherMember.id), `MYC-${otherMember.id}`]],
        [/booking/, [outing.bookingId, ...(reference ? [reference] : [])]],
        [/captain/, [String(otherCaptainId)]],
        [/vessel/, ['peace', 'rallypoint']],
        [/password/, ['Brand-New-Sails-2']],
        [/invoice|batch|damage/, ['1', '2']],
        [/^code$/, ['R01', 'R85']],
        [/^(name|reason|description|notes)$/, ['Engine service', 'Small Craft Advisory']],
      ],
    },
  }
}
