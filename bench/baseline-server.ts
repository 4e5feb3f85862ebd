import Fastify from 'fastify'

/** The smallest useful Fastify server: what every benchmark result is compared to. */
const app = Fastify({ logger: false })
app.get('/', async () => ({ hello: 'world' }))

const address = await app.listen({ host: '127.0.0.1', port: 0 })
process.stdout.write(`Baseline listening at ${address}\n`)

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0))
  })
}
