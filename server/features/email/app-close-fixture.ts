// Run as its own process by email-plugin.test.ts: builds the app as server/main.ts does, sends one e-mail, closes
// the app and reports what still keeps the process alive, which should be nothing.
import { eq } from 'drizzle-orm'
import { buildApp } from '../../app.ts'
import { loadConfig } from '../../config.ts'
import { openDatabase } from '../../db/database.ts'
import { emailOutbox } from './email-outbox-table.ts'
import { enqueueEmail } from './enqueue-email.ts'

const config = loadConfig()
const database = await openDatabase(config.database)
await database.migrate()
const app = await buildApp({ config, database })
await app.ready()

const { id } = await enqueueEmail(app.db, { to: 'harbour@example.com', subject: 'Closing time', text: 'Good night.' })
app.emailOutbox.kick()
for (;;) {
  const [row] = await app.db.select({ sentAt: emailOutbox.sentAt }).from(emailOutbox).where(eq(emailOutbox.id, id))
  if (row?.sentAt) break
  await new Promise((resolve) => setTimeout(resolve, 50))
}

await app.close()
setImmediate(() => process.stdout.write(JSON.stringify(process.getActiveResourcesInfo())))
