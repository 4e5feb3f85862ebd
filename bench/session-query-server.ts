import Fastify from 'fastify'
import pg from 'pg'

/**
 * The signed-in bench's floor: a bare Fastify server whose one route runs the query every signed-in request starts
 * with, the live session of one token digest with its member and picture joined, and answers with that one row. No
 * cookie parsing, hashing, rules or shaping: what the database and the driver cost, and nothing of ours.
 */
const digest = process.env.SESSION_DIGEST
if (!digest) throw new Error('SESSION_DIGEST must name the session to read')
const idleTimeoutMs = Number(process.env.SESSION_IDLE_TIMEOUT_MS ?? 30 * 60 * 1000)
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_MAX ?? 10) })

const sessionQuery = `
  select m.*, s.last_seen_at, p.updated_at as picture_updated_at
  from sessions s
  join members m on m.id = s.member_id
  left join member_pictures p on p.member_id = m.id
  where s.token_digest = $1 and s.expires_at > now()
    and s.last_seen_at > now() - ($2 * interval '1 millisecond') and m.is_active`

const app = Fastify({ logger: false })
app.get('/', async (_request, reply) => {
  const [row] = (await pool.query(sessionQuery, [digest, idleTimeoutMs])).rows
  if (!row) return reply.code(401).send({ detail: 'No such session' })
  return row
})

const address = await app.listen({ host: '127.0.0.1', port: 0 })
process.stdout.write(`Session query server listening at ${address}\n`)

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0))
  })
}
