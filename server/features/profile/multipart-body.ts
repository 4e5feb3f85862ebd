import type { FastifyRequest } from 'fastify'
import { PICTURE_MAX_BYTES } from '../../../common/member-details.ts'
import { Problem, type ProblemStatus } from '../../problem.ts'

export const PICTURE_TOO_LARGE = 'The picture must be under 1 MB.'

/** Bounds on a form of short text fields and one picture; busboy enforces them while it reads. */
export const multipartLimits = {
  fieldNameSize: 100,
  fieldSize: 4 * 1024,
  fields: 20,
  fileSize: PICTURE_MAX_BYTES,
  files: 1,
  parts: 21,
  headerPairs: 20,
}

/** Friendlier words for what @fastify/multipart raises; anything else means the body is not a well-formed form. */
const formRefusals: Record<string, { status: ProblemStatus; detail: string }> = {
  FST_REQ_FILE_TOO_LARGE: { status: 413, detail: PICTURE_TOO_LARGE },
  FST_FILES_LIMIT: { status: 413, detail: 'Please send one picture at most.' },
  FST_FIELDS_LIMIT: { status: 413, detail: 'The form has too many fields.' },
  FST_PARTS_LIMIT: { status: 413, detail: 'The form has too many fields.' },
  FST_PROTO_VIOLATION: { status: 400, detail: 'The form has a field name that is not allowed.' },
}

function codeOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : ''
}

/** The boundary a multipart/form-data content type names, or undefined (busboy then refuses the form itself). */
function boundaryOf(contentType: string | undefined): string | undefined {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '')
  return match?.[1] ?? match?.[2]
}

/**
 * Watches a request's bytes for the multipart close delimiter (CRLF "--" boundary "--"). The parser stops without a
 * word at a body cut off before it, dropping the last field; this tells such a body from a whole one.
 */
function closeDelimiterWatch(boundary: string) {
  const delimiter = Buffer.from(`\r\n--${boundary}--`)
  // A form with no fields starts with its close delimiter, without the CRLF before it.
  let tail = Buffer.from('\r\n')
  let seen = false
  return {
    onData(chunk: Buffer) {
      if (seen) return
      const window = Buffer.concat([tail, chunk])
      seen = window.includes(delimiter)
      tail = window.subarray(Math.max(0, window.length - delimiter.length + 1))
    },
    get seen() {
      return seen
    },
  }
}

/**
 * A `preValidation` hook that reads a multipart body into `request.body`: each text field as a string (a repeated one
 * as a list) and each file as a Buffer, so the route's zod schema checks it like any other body. Another content type
 * answers 415; a malformed, cut-off or oversized form 400 or 413, never a 500.
 */
export function readMultipartBody(request: FastifyRequest) {
  return readMultipartForm(request)
}

/** As `readMultipartBody`, with a form's own words for some of the refusals (`FST_FILES_LIMIT`, …). */
export async function readMultipartForm(
  request: FastifyRequest,
  ownRefusals: Record<string, { status: ProblemStatus; detail: string }> = {},
) {
  if (!request.isMultipart()) {
    throw new Problem(415, { detail: 'Please send this form as multipart/form-data.' })
  }
  const values = new Map<string, unknown[]>()
  const add = (name: string, value: unknown) => values.set(name, [...(values.get(name) ?? []), value])
  let tooLong: string | undefined
  const boundary = boundaryOf(request.headers['content-type'])
  const closing = boundary === undefined ? undefined : closeDelimiterWatch(boundary)
  const parts = request.parts()[Symbol.asyncIterator]()
  // The first step pipes the request into the parser; watching from the same tick sees every byte it sees.
  let next = parts.next()
  if (closing) request.raw.on('data', closing.onData)
  try {
    for (let step = await next; !step.done; step = await next) {
      const part = step.value
      if (part.type === 'file') {
        const bytes = await part.toBuffer()
        // A browser sends a file input left empty as a part with no file name and no bytes.
        if (bytes.length > 0 || part.filename) add(part.fieldname, bytes)
      } else {
        if (part.valueTruncated) tooLong ??= part.fieldname
        add(part.fieldname, part.value)
      }
      next = parts.next()
    }
  } catch (error) {
    const refusal = ownRefusals[codeOf(error)] ?? formRefusals[codeOf(error)]
    if (!refusal) request.log.info({ err: error }, 'Refused an unreadable multipart form')
    throw new Problem(refusal?.status ?? 400, {
      detail: refusal?.detail ?? 'The form could not be read. Please try again.',
    })
  } finally {
    if (closing) request.raw.off('data', closing.onData)
  }
  if (closing && !closing.seen) {
    throw new Problem(400, { detail: 'The form was cut off before its end. Please send it again.' })
  }
  if (tooLong !== undefined) throw new Problem(400, { detail: `${tooLong}: is too long.` })
  request.body = Object.fromEntries(
    [...values].map(([name, list]) => [name, list.length === 1 ? list[0] : list] as const),
  )
}
