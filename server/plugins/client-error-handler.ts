import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'

const answers: Record<string, [status: number, detail: string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive.'],
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large.'],
}

/**
 * Answers a request too malformed for Fastify to read (a broken request line or header, headers too large, a request
 * that never finished arriving). Such an answer is written straight to the socket, so it is given the security headers
 * here, as every other answer is.
 */
export function clientErrorHandler(headers: Readonly<Record<string, string>>) {
  return (error: Error & { code?: string }, socket: Socket) => {
    // A reset connection has nobody left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return
    const [status, detail] = answers[error.code ?? ''] ?? [400, 'The request could not be read.']
    const body = JSON.stringify({ detail })
    if (socket.writable) {
      const head = [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        'content-type: application/json; charset=utf-8',
        `content-length: ${Buffer.byteLength(body)}`,
        'connection: close',
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      ]
      socket.write(`${head.join('\r\n')}\r\n\r\n${body}`)
    }
    socket.destroy(error)
  }
}
