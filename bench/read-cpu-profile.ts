import { readFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * Reads a `node --cpu-prof` profile and prints where the time went: the functions with the most self time, and the
 * most inclusive time (self plus everything they called). `npx tsx bench/read-cpu-profile.ts FILE [rows] [filter]`
 * (filter: only functions whose location contains it, for the inclusive table).
 */
interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
interface Profile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

const [file, rowsArgument, filter] = process.argv.slice(2)
if (!file) throw new Error('Usage: read-cpu-profile.ts FILE [rows] [filter]')
const rowCount = Number(rowsArgument ?? 30)
const profile = JSON.parse(await readFile(file, 'utf8')) as Profile

const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
const parents = new Map<number, number>()
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id)

const selfMicros = new Map<number, number>()
profile.samples.forEach((id, index) => {
  selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0))
})
const totalMicros = [...selfMicros.values()].reduce((sum, micros) => sum + micros, 0)

function nameOf(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame
  const where = url ? `${path.relative(process.cwd(), url.replace(/^file:\/\//, ''))}:${lineNumber + 1}` : ''
  return `${functionName || '(anonymous)'} ${where}`.trim()
}

const selfByName = new Map<string, number>()
const inclusiveByName = new Map<string, number>()
for (const [id, micros] of selfMicros) {
  const node = nodes.get(id)
  if (!node) continue
  selfByName.set(nameOf(node), (selfByName.get(nameOf(node)) ?? 0) + micros)
  // Each function on the stack counts once per sample, however deep its recursion.
  const onStack = new Set<string>()
  for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
    const frame = nodes.get(at)
    if (frame) onStack.add(nameOf(frame))
  }
  for (const name of onStack) inclusiveByName.set(name, (inclusiveByName.get(name) ?? 0) + micros)
}

function print(title: string, table: Map<string, number>, only?: string) {
  process.stdout.write(`\n${title}\n`)
  const rows = [...table].filter(([name]) => !only || name.includes(only)).sort((a, b) => b[1] - a[1])
  for (const [name, micros] of rows.slice(0, rowCount)) {
    const share = ((micros / totalMicros) * 100).toFixed(1).padStart(5)
    process.stdout.write(`${share}%  ${(micros / 1000).toFixed(0).padStart(7)} ms  ${name}\n`)
  }
}

process.stdout.write(`${file}: ${(totalMicros / 1e6).toFixed(1)} s sampled`)
print('Self time', selfByName)
print('Inclusive time', inclusiveByName, filter)
