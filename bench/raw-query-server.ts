import Fastify from 'fastify'
import pg from 'pg'

/**
 * The fleet bench's floor: a bare Fastify server that answers with the rows of one query, the held slots of a week
 * with their bookings, members and captains joined, as the fleet calendar reads them, with no session, rules or shaping.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 })
const from = process.env.FLEET_FROM ?? '2026-11-01'

const weekQuery = `
  select o.vessel_key, o.slot_date, o.slot, b.id, b.reference, b.tour_type, b.status, b.start_at, b.end_at, b.guests,
         m.id as member, m.member_id, m.first_name, m.last_name, c.id as captain, c.name, vb.id as block, vb.kind, vb.reason
  from slot_occupancy o
  left join bookings b on b.id = o.booking_id
  left join members m on m.id = b.member_id
  left join captain_assignments ca on ca.booking_id = b.id
  left join captains c on c.id = ca.captain_id
  left join vessel_blocks vb on vb.id = o.block_id
  where o.slot_date between $1::date and $1::date + 6`

const app = Fastify({ logger: false })
app.get('/', async () => (await pool.query(weekQuery, [from])).rows)

const address = await app.listen({ host: '127.0.0.1', port: 0 })
process.stdout.write(`Raw query server listening at ${address}\n`)

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0))
  })
}
