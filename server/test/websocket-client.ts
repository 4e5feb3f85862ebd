import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import net from 'node:net'
import WebSocketClient from 'ws'

export interface TestSocket {
  socket: WebSocketClient
  /** Resolves with the next JSON message, in the order they came. */
  nextMessage(): Promise<unknown>
  /** Resolves with the close code once the connection has closed, whoever closed it. */
  closed: Promise<number>
}

/** Opens a WebSocket and collects what it receives; fails with the status if the server refuses the upgrade. */
export async function openSocket(url: string, headers: Record<string, string> = {}) {
  const socket = new WebSocketClient(url, { headers })
  const received: unknown[] = []
  const waiting: Array<(message: unknown) => void> = []
  socket.on('message', (data: Buffer) => {
    const message: unknown = JSON.parse(data.toString('utf8'))
    const waiter = waiting.shift()
    if (waiter) waiter(message)
    else received.push(message)
  })
  const closed = new Promise<number>((resolve) => socket.once('close', resolve))
  await new Promise<void>((resolve, reject) => {
    socket.once('open', resolve)
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`The server refused the upgrade with ${response.statusCode}`)),
    )
    socket.on('error', reject)
  })
  return {
    socket,
    nextMessage: () =>
      received.length > 0 ? Promise.resolve(received.shift()) : new Promise((resolve) => waiting.push(resolve)),
    closed,
  } satisfies TestSocket
}

/** The HTTP answer to an upgrade the server refuses; fails if it accepts. */
export async function refusedUpgrade(url: string, headers: Record<string, string> = {}) {
  const socket = new WebSocketClient(url, { headers })
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    socket.once('open', () => {
      socket.terminate()
      reject(new Error(`The server accepted the upgrade to ${url}`))
    })
    socket.once('unexpected-response', (_request, response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      // Only once the server has closed the connection too: a refused upgrade must not leave it open.
      const ended = new Promise((resolve) => response.once('end', resolve))
      const closed = new Promise((resolve) => response.socket.once('close', resolve))
      void Promise.all([ended, closed]).then(() =>
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(body) }),
      )
    })
    socket.once('error', reject)
  })
}

/**
 * A connection that completes the WebSocket handshake and then answers nothing (no pong, no closing handshake), like a
 * peer that vanished; resolves once the server has switched protocols. What the server sends is dropped.
 */
export async function unresponsiveSocket(url: string, headers: Record<string, string>): Promise<net.Socket> {
  const { hostname, port, pathname } = new URL(url)
  const socket = net.connect(Number(port), hostname)
  await once(socket, 'connect')
  const lines = [
    `GET ${pathname} HTTP/1.1`,
    `Host: ${hostname}:${port}`,
    'Connection: Upgrade',
    'Upgrade: websocket',
    'Sec-WebSocket-Version: 13',
    `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ]
  socket.write(`${lines.join('\r\n')}\r\n\r\n`)
  const [answer] = (await once(socket, 'data')) as [Buffer]
  if (!answer.toString('latin1').startsWith('HTTP/1.1 101 ')) throw new Error('The server refused the upgrade')
  socket.resume()
  return socket
}
