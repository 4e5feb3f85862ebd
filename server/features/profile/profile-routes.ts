import multipart from '@fastify/multipart'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { detailSchema, memberProfileSchema } from '../../../common/accounts.ts'
import { memberRefParamsSchema } from '../../../common/booking/booking-api.ts'
import { memberUpdateFieldsSchema, PICTURE_HINT, profileQuerySchema } from '../../../common/member-details.ts'
import { text } from '../../../common/text.ts'
import { isAdmin } from '../../../common/user-roles.ts'
import type { MemberRow } from '../accounts/members-table.ts'
import { findMemberByRef, findMemberByUsername, memberProfile, NO_MEMBER_WITH_USERNAME } from '../accounts/members.ts'
import { saveMemberDetails } from './member-detail-changes.ts'
import { findPicture, findPictureUpdatedAt } from './member-pictures.ts'
import { multipartLimits, readMultipartBody } from './multipart-body.ts'
import { ifNoneMatchHas, pictureEtag } from './picture-etags.ts'
import { preparePicture } from './picture-processing.ts'

const pictureFileSchema = z
  .custom<Buffer>((value) => Buffer.isBuffer(value), 'must be a file')
  .meta({ type: 'string', format: 'binary', description: PICTURE_HINT })

const profileUpdateSchema = memberUpdateFieldsSchema
  .extend({ image: pictureFileSchema.optional() })
  .catchall(z.unknown().refine(() => false, 'is not a field of this form'))
  .meta({ additionalProperties: false })

const pictureQuerySchema = z.object({
  v: text(40).optional().describe('The picture’s version, from `picture_url`; a new one skips the browser’s copy.'),
})

const binarySchema = z.any().meta({ type: 'string', format: 'binary' })

/** The member profile read and update and the profile picture (member-api §4). */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only this feature takes multipart bodies, and takes nothing else: without the JSON parser here, JSON answers 415.
  app.removeAllContentTypeParsers()
  await app.register(multipart, { limits: multipartLimits })
  const tags = ['Profile']

  /** The member `username` names, if the caller may act on them: themselves (any case), or anyone for an admin. */
  async function memberNamed(username: string, request: FastifyRequest, reply: FastifyReply, refusal: string) {
    const caller = request.member!
    const member = await findMemberByUsername(app.db, username)
    if (member?.id === caller.id) return member
    if (!isAdmin(caller.userType)) {
      reply.code(403).send({ detail: refusal })
      return undefined
    }
    if (!member) reply.code(404).send({ detail: NO_MEMBER_WITH_USERNAME })
    return member
  }

  async function profileOf(member: MemberRow) {
    return memberProfile({ ...member, pictureUpdatedAt: await findPictureUpdatedAt(app.db, member.id) })
  }

  app.get(
    '/new-userdetail/user-details/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'A member’s profile',
        description:
          'Without `username`, the caller’s own. A member may name only themselves (any case); an admin anyone.',
        querystring: profileQuerySchema,
        response: {
          200: memberProfileSchema,
          400: detailSchema,
          401: detailSchema,
          403: detailSchema,
          404: detailSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const { username } = request.query
      if (username === undefined) return memberProfile(request.member!)
      const member = await memberNamed(username, request, reply, 'You can only see your own details.')
      if (!member) return reply
      return member.id === request.member!.id ? memberProfile(request.member!) : profileOf(member)
    },
  )

  app.put(
    '/update/update/user/',
    {
      config: { access: 'signed-in' },
      preValidation: readMultipartBody,
      schema: {
        tags,
        summary: 'Update a member’s details and picture',
        description:
          '`username` names the member: the caller (any case), or anyone for an admin. Fields left out stay as they ' +
          'are; an optional field sent empty is cleared. `image` must be a PNG or JPEG (judged by its content) under ' +
          '1 MB; it is stored turned upright, fitted inside 512×512 and without metadata. Answers the updated profile.',
        consumes: ['multipart/form-data'],
        body: profileUpdateSchema,
        response: {
          200: memberProfileSchema,
          400: detailSchema,
          401: detailSchema,
          403: detailSchema,
          404: detailSchema,
          413: detailSchema,
          415: detailSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const { username, image, ...details } = request.body
      const member = await memberNamed(username, request, reply, 'You can only change your own details.')
      if (!member) return reply
      const picture = image ? await preparePicture(image) : undefined
      return memberProfile(await saveMemberDetails(app.db, member.id, details, picture))
    },
  )

  app.get(
    '/members/:id/picture',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'A member’s profile picture',
        description:
          'Own picture, or any for an admin. Answers `ETag`; a request with a matching `If-None-Match` gets 304.',
        params: memberRefParamsSchema,
        querystring: pictureQuerySchema,
        response: {
          200: { description: 'The picture', content: { 'image/webp': { schema: binarySchema } } },
          304: z.null().describe('The browser’s copy is current; no body'),
          400: detailSchema,
          401: detailSchema,
          403: detailSchema,
          404: detailSchema,
        },
      },
    },
    async (request, reply) => {
      const caller = request.member!
      const member = await findMemberByRef(app.db, request.params.id)
      if (member?.id !== caller.id && !isAdmin(caller.userType)) {
        return reply.code(403).send({ detail: 'You can only see your own picture.' })
      }
      const picture = member && (await findPicture(app.db, member.id))
      if (!picture) return reply.code(404).send({ detail: 'There is no such picture.' })
      const etag = pictureEtag(picture)
      reply.headers({ etag, 'cache-control': 'private, max-age=0, must-revalidate' })
      if (ifNoneMatchHas(request.headers['if-none-match'], etag)) return reply.code(304).send(null)
      return reply.type(picture.contentType).header('content-disposition', 'inline').send(picture.bytes)
    },
  )
}

export default profileRoutes
