import type { FastifyReply, FastifyRequest } from 'fastify'
import { PICTURE_MAX_BYTES } from '../../../common/member-details.ts'

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
const formRefusals: Record<string, { status: number; detail: string }> = {
  FST_REQ_FILE_TOO_LARGE: { status: 413, detail: PICTURE_TOO_LARGE },
  FST_FILES_LIMIT: { status: 413, detail: 'Please send one picture at most.' },
  FST_FIELDS_LIMIT: { status: 413, detail: 'The form has too many fields.' },
  FST_PARTS_LIMIT: { status: 413, detail: 'The form has too many fields.' },
  FST_PROTO_VIOLATION: { status: 400, detail: 'The form has a field name that is not allowed.' },
}

function codeOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : ''
}

/**
 * A `preValidation` hook that reads a multipart body into `request.body`: each text field as a string (a repeated one
 * as a list) and each file as a Buffer, so the route's zod schema checks it like any other body. Another content type
 * answers 415; a malformed or oversized form 400 or 413, never a 500.
 */
export async function readMultipartBody(request: FastifyRequest, reply: FastifyReply) {
  if (!request.isMultipart()) {
    return reply.code(415).send({ detail: 'Please send this form as multipart/form-data.' })
  }
  const values = new Map<string, unknown[]>()
  const add = (name: string, value: unknown) => values.set(name, [...(values.get(name) ?? []), value])
  let tooLong: string | undefined
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer()
        // A browser sends a file input left empty as a part with no file name and no bytes.
        if (bytes.length > 0 || part.filename) add(part.fieldname, bytes)
      } else {
        if (part.valueTruncated) tooLong ??= part.fieldname
        add(part.fieldname, part.value)
      }
    }
  } catch (error) {
    const refusal = formRefusals[codeOf(error)]
    if (!refusal) request.log.info({ err: error }, 'Refused an unreadable multipart form')
    return reply
      .code(refusal?.status ?? 400)
      .send({ detail: refusal?.detail ?? 'The form could not be read. Please try again.' })
  }
  if (tooLong !== undefined) return reply.code(400).send({ detail: `${tooLong}: is too long.` })
  request.body = Object.fromEntries(
    [...values].map(([name, list]) => [name, list.length === 1 ? list[0] : list] as const),
  )
}
