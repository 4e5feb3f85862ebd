import { tierInputSchema } from './accounts.ts'
import { tierNames } from './membership-tiers.ts'
import { answer, text } from './text.ts'
import { z } from './zod.ts'

/**
 * The back office's points and membership calls (portal-and-admin.md §2 screens 1–2, §7; member-api §5), checked with
 * these same schemas in the admin screens and on the server.
 */

/** A member picked from the list; looked up case-insensitively. */
const memberUsername = text(300).min(1, 'Please select a user')

export const usernameQuerySchema = z.object({ username: memberUsername })

/** The largest change one adjustment may make: more than a decade of Diamond points, so never a typo's reach. */
export const POINTS_ADJUSTMENT_LIMIT = 100_000

/** A signed whole number, typed (`-150`, `+20`) or sent as a JSON number. */
const WHOLE_POINTS = 'Points must be a whole number, such as 150 or -150.'
const signedPoints = z
  .union([z.number(), text(12)], { error: WHOLE_POINTS })
  .transform((value, ctx) => {
    const points = typeof value === 'number' ? value : /^[+-]?\d+$/.test(value) ? Number(value) : Number.NaN
    if (Number.isInteger(points)) return points
    ctx.addIssue({ code: 'custom', message: WHOLE_POINTS })
    return z.NEVER
  })
  .refine((points) => points !== 0, 'Please enter a points change other than 0.')
  .refine(
    (points) => Math.abs(points) <= POINTS_ADJUSTMENT_LIMIT,
    `A points change must be between -${POINTS_ADJUSTMENT_LIMIT.toLocaleString('en-US')} and ${POINTS_ADJUSTMENT_LIMIT.toLocaleString('en-US')}.`,
  )

export const pointsUpdateSchema = z.object({
  username: memberUsername,
  update_points: signedPoints,
  description: text(200).min(1, 'Please describe the change.'),
})
export type PointsUpdate = z.input<typeof pointsUpdateSchema>

export const memberPointsSchema = answer(z.object({ username: z.string(), points: z.number() }))

export const pointsUpdatedSchema = answer(z.object({ username: z.string(), points: z.number(), detail: z.string() }))

export const membershipUpdateSchema = z.object({
  username: memberUsername,
  membership_type: tierInputSchema,
})

export const membershipSchema = answer(z.object({ username: z.string(), membership_type: z.enum(tierNames) }))

export const membershipUpdatedSchema = answer(
  z.object({ username: z.string(), membership_type: z.enum(tierNames), detail: z.string() }),
)

export const usernamesSchema = answer(z.object({ usernames: z.array(z.string()) }))

export const AUDIT_PAGE_DEFAULT = 50
export const AUDIT_PAGE_MAX = 200

export const auditQuerySchema = z.object({
  limit: text(4)
    .regex(/^\d+$/, 'limit must be a whole number')
    .transform(Number)
    .pipe(z.number().min(1).max(AUDIT_PAGE_MAX, `limit must be at most ${AUDIT_PAGE_MAX}`))
    .optional()
    .describe(`How many entries, newest first; ${AUDIT_PAGE_DEFAULT} unless given.`),
  before: text(20)
    .regex(/^\d+$/, 'before must be an entry id')
    .transform(Number)
    .pipe(z.number().max(Number.MAX_SAFE_INTEGER, 'before must be an entry id'))
    .optional()
    .describe('Only entries older than this entry `id`: the last one of the previous page.'),
  member: text(300).min(1).optional().describe('Only entries about the member with this username.'),
})

/** A booking an audit entry names, as people read it: `Peace, Fri, Nov 27 morning (B-7K3Q9)`. */
export const auditBookingSchema = answer(
  z.object({
    booking_id: z.string(),
    reference: z.string(),
    vessel: z.string(),
    tour_type: z.string(),
    start_at: z.string(),
    days: z.number().int(),
  }),
)
export type AuditBooking = z.infer<typeof auditBookingSchema>

export const auditEntrySchema = answer(
  z.object({
    id: z.number(),
    at: z.string(),
    actor: z.string(),
    actor_name: z.string(),
    action: z.string(),
    target: z.string().nullable(),
    target_name: z.string().nullable(),
    target_member_id: z.string().nullable(),
    details: z.record(z.string(), z.unknown()),
    bookings: z.array(auditBookingSchema),
  }),
)
export type AuditEntry = z.infer<typeof auditEntrySchema>

export const auditEntriesSchema = answer(z.array(auditEntrySchema))

/** Remove a Member (portal-and-admin.md §2 screen 4): the username alone. */
export const memberStatusSchema = z.object({ username: text(300).min(1, 'Please enter a username.') })

export const memberStatusChangedSchema = answer(z.object({ message: z.string() }))

export const exportDatasets = ['visitors', 'members'] as const
export type ExportDataset = (typeof exportDatasets)[number]

export const csvExportSchema = answer(z.object({ csv_data: z.string() }))
