import { slotNames, slotTimes } from '../common/booking/slots.ts'
import { BOOKING_FEE_CENTS } from '../common/booking/tours.ts'
import { addClubDays, clubDateOf } from '../common/club-time.ts'
import { vessels } from '../common/fleet.ts'
import { currentSeasonYear, seasonDays, seasonOf } from '../common/fleet-operations/capacity.ts'
import { tierNames } from '../common/membership-tiers.ts'
import { loadConfig } from '../server/config.ts'
import { openDatabase } from '../server/db/database.ts'
import { createAccount } from '../server/features/accounts/members.ts'
import { passwordHasher } from '../server/features/accounts/password-hashing.ts'
import { tokenDigest } from '../server/features/accounts/secret-tokens.ts'
import { createSession } from '../server/features/accounts/sessions.ts'
import { bookings, slotOccupancy } from '../server/features/bookings/booking-tables.ts'
import { syncVessels } from '../server/features/bookings/vessel-catalogue.ts'
import { captainAssignments, captains, captainVessels } from '../server/features/captains/captain-tables.ts'
import { vesselBlocks } from '../server/features/fleet/vessel-blocks-table.ts'

/**
 * The fleet bench's season, on the database the environment points to: `FLEET_MEMBERS` members across the tiers,
 * `FLEET_BOOKINGS` half-day bookings spread over the current season's slots, captains crewing most of them, and a
 * block on one vessel a week. Rows are written directly (the operations are measured elsewhere); prints a staff
 * session cookie as JSON.
 */
const memberCount = Number(process.env.FLEET_MEMBERS ?? 300)
const bookingCount = Number(process.env.FLEET_BOOKINGS ?? 3000)
const CAPTAINS = 10

const config = loadConfig(process.env)
const database = await openDatabase(config.database)
try {
  await database.migrate()
  const { db } = database
  await syncVessels(db)
  const hasher = passwordHasher({ memoryKib: 1024, iterations: 1 })
  const account = (index: number, userType: 'user' | 'admin') =>
    createAccount(db, hasher, {
      username: `fleet-${userType}-${index}`,
      password: `Fleet-Password-${index}!`,
      userType,
      email: `fleet-${userType}-${index}@example.com`,
      firstName: 'Fleet',
      lastName: `Member ${index}`,
      tier: tierNames[index % tierNames.length],
      points: 5000,
    })
  const staff = await account(0, 'admin')
  const memberIds: number[] = []
  for (let index = 1; index <= memberCount; index++) memberIds.push((await account(index, 'user')).id)

  const now = new Date()
  const season = seasonOf(currentSeasonYear(clubDateOf(now)))
  const captainIds = (
    await db
      .insert(captains)
      .values(
        Array.from({ length: CAPTAINS }, (_, index) => ({
          name: `Captain ${index + 1}`,
          email: `captain-${index + 1}@example.com`,
          phoneNumber: '9415550100',
          licenceNumber: `USCG-${100000 + index}`,
          licenceExpiresOn: addClubDays(season.end, 365),
          createdAt: now,
        })),
      )
      .returning({ id: captains.id })
  ).map((row) => row.id)
  await db
    .insert(captainVessels)
    .values(captainIds.flatMap((captainId) => vessels.map((vessel) => ({ captainId, vesselKey: vessel.key }))))

  // `bookingCount` of the season's vessel-slots, spread evenly over every week of it.
  const slots = seasonDays(season).flatMap((date) =>
    vessels.flatMap((vessel) => slotNames.map((slot) => ({ vesselKey: vessel.key, date, slot }))),
  )
  const share = Math.min(1, bookingCount / slots.length)
  const chosen = slots.filter((_, index) => Math.floor((index + 1) * share) > Math.floor(index * share))
  const blockedVessel = vessels[vessels.length - 1]?.key ?? ''
  const bookable = chosen.filter((held) => !(held.vesselKey === blockedVessel && held.date.endsWith('-15')))
  const BATCH = 500
  // A captain per outing of a slot, none on two at once: the n-th booking of a slot gets the n-th captain.
  const perSlot = new Map<string, number>()
  for (let start = 0; start < bookable.length; start += BATCH) {
    const batch = bookable.slice(start, start + BATCH)
    const rows = await db
      .insert(bookings)
      .values(
        batch.map((held, offset) => {
          const { startAt, endAt } = slotTimes(held)
          const memberId = memberIds[(start + offset) % memberIds.length] ?? staff.id
          return {
            memberId,
            vesselKey: held.vesselKey,
            tourType: held.slot === 'morning' ? 'Half Day Morning' : 'Half Day Afternoon',
            tourDate: held.date,
            days: 1,
            startAt,
            endAt,
            pointsCost: 200,
            bookingFeeCents: BOOKING_FEE_CENTS,
            laborSurchargeCents: 0,
            lastMinute: false,
            weekend: false,
            bookedAt: now,
            bookedBy: memberId,
            guests: 1 + ((start + offset) % 6),
          }
        }),
      )
      .returning({ id: bookings.id, startAt: bookings.startAt, endAt: bookings.endAt })
    await db
      .insert(slotOccupancy)
      .values(batch.map((held, offset) => ({ ...held, slotDate: held.date, bookingId: rows[offset]?.id })))
    const assignments = batch.flatMap((held, offset) => {
      const key = `${held.date}|${held.slot}`
      const nth = perSlot.get(key) ?? 0
      perSlot.set(key, nth + 1)
      const row = rows[offset]
      const captainId = captainIds[nth]
      if (!row || captainId === undefined) return []
      return [
        {
          bookingId: row.id,
          captainId,
          during: `[${row.startAt.toISOString()},${row.endAt.toISOString()})`,
          assignedBy: staff.id,
          assignedAt: now,
        },
      ]
    })
    if (assignments.length > 0) await db.insert(captainAssignments).values(assignments)
  }

  const monthlyBlocks = seasonDays(season).filter((date) => date.endsWith('-15'))
  const blocks = monthlyBlocks.map((date) => ({
    vesselKey: blockedVessel,
    fromDate: date,
    fromSlot: 'morning' as const,
    toDate: date,
    toSlot: 'afternoon' as const,
    kind: 'maintenance' as const,
    reason: 'Monthly service',
    createdBy: staff.id,
    createdAt: now,
  }))
  const blockIds = await db.insert(vesselBlocks).values(blocks).returning({ id: vesselBlocks.id })
  await db.insert(slotOccupancy).values(
    blocks.flatMap((block, index) =>
      slotNames.map((slot) => ({
        vesselKey: block.vesselKey,
        slotDate: block.fromDate,
        slot,
        blockId: blockIds[index]?.id,
      })),
    ),
  )

  const { token } = await createSession(db, (raw) => tokenDigest(config.sessionSecret, raw), config.accounts.sessions, {
    memberId: staff.id,
    userAgent: 'bench',
    clientIp: '127.0.0.1',
  })
  process.stdout.write(
    JSON.stringify({ cookie: `myc_session=${token}`, seasonStart: season.start, bookings: bookable.length }),
  )
} finally {
  await database.close()
}
