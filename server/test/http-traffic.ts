import http from 'node:http'

export interface RawAnswer {
  status: number
  headers: http.IncomingHttpHeaders
  /** The body as sent, still compressed if it was. */
  body: Buffer
}

/** A GET that decompresses nothing, so a test sees exactly the bytes and encoding that were sent. */
export function rawGet(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        )
        response.on('error', reject)
      })
      .on('error', reject)
  })
}

export interface StreamRequest {
  method: 'GET' | 'POST'
  url: string
  headers: Record<string, string>
  body?: string
}

/**
 * Sends the requests in turn from `concurrency` clients until ended, each waiting for its answer before the next;
 * a failure is any answer but 200, or no answer.
 */
export function steadyStream({ concurrency, requests }: { concurrency: number; requests: readonly StreamRequest[] }) {
  let sent = 0
  let ending = false
  const failures: string[] = []
  const waiters: Array<{ count: number; resolve: () => void }> = []

  function answered() {
    sent += 1
    for (const waiter of waiters.filter((entry) => sent >= entry.count)) {
      waiters.splice(waiters.indexOf(waiter), 1)
      waiter.resolve()
    }
  }

  async function client(offset: number) {
    for (let index = offset; !ending; index += 1) {
      const request = requests[index % requests.length] as StreamRequest
      try {
        const response = await fetch(request.url, {
          method: request.method,
          headers: request.headers,
          body: request.body,
        })
        const text = await response.text()
        if (response.status !== 200) failures.push(`${request.method} ${request.url}: ${response.status} ${text}`)
      } catch (error) {
        failures.push(`${request.method} ${request.url}: ${error instanceof Error ? error.message : String(error)}`)
      }
      answered()
    }
  }

  const clients = Promise.all(Array.from({ length: concurrency }, (_, offset) => client(offset)))
  return {
    sent: () => sent,
    /** Resolves once `count` requests have been answered (or have failed). */
    reached(count: number) {
      return new Promise<void>((resolve) => {
        if (sent >= count) resolve()
        else waiters.push({ count, resolve })
      })
    },
    async end() {
      ending = true
      await clients
      return { sent, failures }
    },
  }
}
