import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { once } from 'node:events'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { promisify } from 'node:util'
import { project } from '../project.ts'

export const shippedNginxConf = path.join(project.root, 'deploy', 'nginx.conf')
const NGINX = '/usr/sbin/nginx'
const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'

export interface SiteSettings {
  /** The instances' ports, in place of the shipped file's three. */
  instancePorts: readonly number[]
  /** Where the TLS server listens instead (plain HTTP: a test has no certificate). */
  port: number
  /** Where the redirect to https listens instead of port 80. */
  redirectPort: number
  /** The web build's client files, in place of /srv/club/build/client. */
  webRoot: string
}

/** Replaces `pattern` in `text`, which must match exactly `count` times, so a changed file fails loudly. */
function replaceExactly(text: string, pattern: RegExp, replacement: string, count = 1): string {
  const found = text.match(new RegExp(pattern.source, 'gm'))?.length ?? 0
  if (found !== count) throw new Error(`deploy/nginx.conf: expected ${count} match(es) of ${pattern}, found ${found}`)
  return text.replace(new RegExp(pattern.source, 'gm'), replacement)
}

/**
 * The shipped site file with only what differs on a test machine replaced: the instances' ports, the listening ports
 * (HTTP instead of TLS), and the build's path. Everything else is served as shipped.
 */
export function renderSite(template: string, settings: SiteSettings): string {
  let site = template
  const ports = [...settings.instancePorts]
  const upstreamServer = /^(\s*server )127\.0\.0\.1:300[1-3]( .*;)$/
  site = replaceExactly(site, upstreamServer, '$1PORT$2', ports.length)
  for (const port of ports) site = site.replace('PORT', `127.0.0.1:${port}`)
  site = replaceExactly(site, /^\s*listen 80;\n\s*listen \[::\]:80;$/, `    listen 127.0.0.1:${settings.redirectPort};`)
  site = replaceExactly(
    site,
    /^\s*listen 443 ssl http2;\n\s*listen \[::\]:443 ssl http2;$/,
    `    listen 127.0.0.1:${settings.port};`,
  )
  site = replaceExactly(site, /^\s*ssl_\w+ .*;\n/, '', 3)
  return replaceExactly(site, /^(\s*root )\/srv\/club\/build\/client;$/, `$1${settings.webRoot};`)
}

/** What Debian's /etc/nginx/nginx.conf provides around a site, with every file nginx writes inside `dir`. */
function mainConf(dir: string, siteFile: string): string {
  const runningAsRoot = process.getuid?.() === 0
  return [
    `load_module ${BROTLI_STATIC_MODULE};`,
    // As root, nginx's workers would otherwise run as nobody, who cannot write the temporary files below.
    ...(runningAsRoot ? [`user ${os.userInfo().username};`] : []),
    'worker_processes 1;',
    'daemon off;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    '    sendfile on;',
    `    access_log ${dir}/access.log;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `    ${name}_temp_path ${dir}/${name};`),
    `    include ${siteFile};`,
    '}',
    '',
  ].join('\n')
}

export interface NginxProcess {
  url: string
  /** The address the redirect to https answers at. */
  redirectUrl: string
  child: ChildProcess
  errorLog(): Promise<string>
  stop(): Promise<void>
}

async function accepts(port: number): Promise<boolean> {
  const socket = net.connect(port, '127.0.0.1')
  try {
    await once(socket, 'connect')
    return true
  } catch {
    return false
  } finally {
    socket.destroy()
  }
}

/** Ports free at the moment of asking, for processes that must be told theirs before they start. */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from({ length: count }, async () => {
      const server = net.createServer()
      server.listen(0, '127.0.0.1')
      await once(server, 'listening')
      return server
    }),
  )
  const ports = servers.map((server) => (server.address() as net.AddressInfo).port)
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
  return ports
}

function requireNginx() {
  if (!existsSync(NGINX) || !existsSync(BROTLI_STATIC_MODULE)) {
    throw new Error('nginx is not installed: apt-get install -y nginx libnginx-mod-http-brotli-static')
  }
}

/**
 * `nginx -t` on the shipped file as it is, but for a self-signed certificate in place of the real one: what an
 * administrator runs after installing it. Resolves with nginx's exit code and what it printed.
 */
export async function testShippedConf(dir: string): Promise<{ code: number; output: string }> {
  requireNginx()
  await mkdir(dir, { recursive: true })
  const [certificate, key] = [path.join(dir, 'certificate.pem'), path.join(dir, 'key.pem')]
  await promisify(execFile)('openssl', [
    ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=club.example.com'],
    ...['-keyout', key, '-out', certificate],
  ])
  const site = (await readFile(shippedNginxConf, 'utf8'))
    .replace('/etc/letsencrypt/live/club.example.com/fullchain.pem', certificate)
    .replace('/etc/letsencrypt/live/club.example.com/privkey.pem', key)
  const siteFile = path.join(dir, 'club.conf')
  await writeFile(siteFile, site)
  const confFile = path.join(dir, 'nginx.conf')
  await writeFile(confFile, mainConf(dir, siteFile))
  return new Promise((resolve) => {
    execFile(NGINX, ['-t', '-p', dir, '-e', path.join(dir, 'error.log'), '-c', confFile], (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    )
  })
}

/** Runs nginx in the foreground with the shipped site file, rendered for this machine, in `dir`. */
export async function startNginx(dir: string, settings: Omit<SiteSettings, 'port' | 'redirectPort'>) {
  requireNginx()
  const [port = 0, redirectPort = 0] = await freePorts(2)
  await mkdir(dir, { recursive: true })
  const siteFile = path.join(dir, 'club.conf')
  await writeFile(siteFile, renderSite(await readFile(shippedNginxConf, 'utf8'), { ...settings, port, redirectPort }))
  const confFile = path.join(dir, 'nginx.conf')
  await writeFile(confFile, mainConf(dir, siteFile))

  const errorLogFile = path.join(dir, 'error.log')
  const child = spawn(NGINX, ['-p', dir, '-e', errorLogFile, '-c', confFile], { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
  const exited = once(child, 'close')
  const errorLog = () => readFile(errorLogFile, 'utf8').catch(() => '')

  while (!(await accepts(port))) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${output}\n${await errorLog()}`)
    await sleep(50)
  }
  return {
    url: `http://127.0.0.1:${port}`,
    redirectUrl: `http://127.0.0.1:${redirectPort}`,
    child,
    errorLog,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
    },
  } satisfies NginxProcess
}
