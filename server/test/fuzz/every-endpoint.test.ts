import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clubInstant } from '../../../common/club-time.ts'
import { startNwsStandIn } from '../nws-stand-in.ts'
import { buildTestApp } from '../test-app.ts'
import { testClock } from '../test-bookings.ts'
import { type FuzzCallers, fuzzCallers } from './fuzz-callers.ts'
import { edgeArbitrary, type FuzzRequest, type Generated, requestArbitrary } from './fuzz-requests.ts'
import { fuzzRunner, keptLog, summary } from './fuzz-runner.ts'
import { hostileCases } from './hostile-cases.ts'
import { operationName, operationsOf } from './openapi-operations.ts'

/** Generated requests per operation: with the hand-made cases, thousands per run in a few minutes; FUZZ_RUNS digs deeper. */
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 20)
/** Requests per operation made from one it took, with one field at an edge. */
const EDGE_RUNS_PER_OPERATION = 10
/** An answer that says the request got past the schemas, to the work behind them. */
const PAST_THE_SCHEMAS = (status: number) => status < 400 || [404, 409, 422].includes(status)
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31)

// Monday 7 December 2026, 9 am at the club: the hinted dates fall in the booking window.
const clock = testClock(clubInstant('2026-12-07', 9))
const weather = await startNwsStandIn()
const log = keptLog()
const app = await buildTestApp({
  now: clock.now,
  logger: log.logger,
  env: {
    // The limits are not what is tested here; every request comes from an address of its own too.
    FORM_RATE_LIMIT_MAX: '1000000',
    LOGIN_MAX_FAILURES: '1000',
    LOGIN_MAX_FAILURES_PER_CLIENT: '100000',
    // Background work would write between a request and its check.
    SCHEDULED_WORK_POLL_MS: '60000',
    OUTBOX_POLL_MS: '60000',
    WEATHER_ALERTS_URL: weather.url,
  },
})
await app.ready()
const operations = operationsOf(app)
const runner = fuzzRunner(app, log.lines)

describe('every operation of the API reference, fuzzed', () => {
  let callers: FuzzCallers
  beforeAll(async () => {
    callers = await fuzzCallers(app)
    await app.scheduledWork.runDue()
    console.log(`fuzzing with seed ${seed} (FUZZ_SEED=${seed} replays it)`)
  })
  afterAll(async () => {
    console.log(summary(runner.tally))
    await app.close()
    await weather.close()
  })

  it('finds the operations in the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(100)
  })

  for (const operation of operations) {
    it(`answers ${operationName(operation)} (${operation.access}) below 500, refusals with a detail and no write`, async () => {
      await callers.keepSignedIn()
      runner.tally.operations += 1
      const problems: string[] = []
      for (const hostile of hostileCases(operation, callers.hints)) {
        const cookie = callers.cookieFor(hostile.as ?? operation.access)
        problems.push(...(await runner.send(hostile.request, cookie, 'hand-made')).problems)
      }
      let accepted: Generated | undefined
      const check = async (request: FuzzRequest) => {
        const { status, problems: found } = await runner.send(request, callers.cookieFor(operation.access), 'generated')
        if (found.length > 0) throw new Error(found.join('\n'))
        if (!accepted && PAST_THE_SCHEMAS(status)) accepted = request.generated
      }
      const options = { seed, includeErrorInReport: true }
      try {
        await fc.assert(fc.asyncProperty(requestArbitrary(operation, callers.hints), check), {
          ...options,
          numRuns: RUNS_PER_OPERATION,
        })
        if (accepted) {
          await fc.assert(fc.asyncProperty(edgeArbitrary(operation, accepted), check), {
            ...options,
            numRuns: EDGE_RUNS_PER_OPERATION,
          })
        }
      } catch (error) {
        problems.push(error instanceof Error ? error.message : String(error))
      }
      expect(problems).toEqual([])
    })
  }
})
