import { Writable } from 'node:stream'
import pino from 'pino'
import { loggerOptions } from '../logging.ts'

/** The application's logger, writing its JSON lines into an array the test can read. */
export function capturingLogger(level: 'debug' | 'info' = 'info') {
  const lines: Array<Record<string, unknown>> = []
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line))
      callback()
    },
  })
  return { logger: pino(loggerOptions(level), destination), lines }
}
