import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { memberProfileSchema } from '../../../common/accounts.ts'
import { memberRefParamsSchema } from '../../../common/booking/booking-api.ts'
import {
  ADMIN_ONLY_FIELDS,
  adminMemberFieldsSchema,
  adminMemberQuerySchema,
  adminMemberSchema,
} from '../../../common/member-admin.ts'
import { memberUpdateFieldsSchema, PICTURE_HINT, profileQuerySchema } from '../../../common/member-details.ts'
import { text } from '../../../common/text.ts'
import { isAdmin } from '../../../common/user-roles.ts'
import { memberActedOn, memberNamed } from '../accounts/member-lookup.ts'
import type { MemberRow } from '../accounts/members-table.ts'
import { findMemberByRef, memberAdminView, memberProfile } from '../accounts/members.ts'
import { adminColumnChanges, memberColumnChanges, saveMemberDetails } from './member-detail-changes.ts'
import { findPicture, findPictureUpdatedAt } from './member-pictures.ts'
import { multipartLimits, readMultipartBody } from './multipart-body.ts'
import { ifNoneMatchHas, pictureEtag } from './picture-etags.ts'
import { preparePicture } from './picture-processing.ts'
import { Problem, problemAnswers } from '../../problem.ts'

const pictureFileSchema = z
  .custom<Buffer>((value) => Buffer.isBuffer(value), 'must be a file')
  .meta({ type: 'string', format: 'binary', description: PICTURE_HINT })

const profileUpdateSchema = memberUpdateFieldsSchema
  .extend(adminMemberFieldsSchema.shape)
  .extend({
    image: pictureFileSchema.optional().describe('A member’s new picture: PNG or JPEG, under 1 MB.'),
    file: pictureFileSchema.optional().describe('Staff’s name for the new picture (admin only).'),
  })
  .catchall(z.unknown().refine(() => false, 'is not a field of this form'))
  .meta({ additionalProperties: false })

/**
 * Room for every text field the form documents (a member's names and staff's), each sent once, and one picture: a
 * client filling in the whole documented form must not be refused as sending too many fields.
 */
const profileTextFields = Object.keys(profileUpdateSchema.shape).filter((name) => name !== 'image' && name !== 'file')
const profileFormLimits = { ...multipartLimits, fields: profileTextFields.length, parts: profileTextFields.length + 1 }

const pictureQuerySchema = z.object({
  v: text(40).optional().describe('The picture’s version, from `picture_url`; a new one skips the browser’s copy.'),
})

const binarySchema = z.any().meta({ type: 'string', format: 'binary' })

/** The fields of the member's own form that staff's form names otherwise (`address` is `member_address1`, …). */
const MEMBER_ONLY_FIELDS = ['middle_name', 'address', 'city', 'state', 'zip_code', 'drivers_license', 'image'] as const

const sent = (body: object, fields: readonly string[]) => fields.filter((field) => field in body)

/** Pictures one caller may send in a window (issue 20 §15c): plenty to try a few, too few to keep a server busy. */
export const PICTURE_UPLOADS_PER_WINDOW = 20
export const PICTURE_UPLOAD_WINDOW_MS = 10 * 60 * 1000

/** Whether a read form carries a picture (`image` from a member, `file` from staff). */
function carriesPicture(body: unknown): boolean {
  return (
    typeof body === 'object' &&
    body !== null &&
    (Buffer.isBuffer(Reflect.get(body, 'image')) || Buffer.isBuffer(Reflect.get(body, 'file')))
  )
}

/** The member profile read and update and the profile picture (member-api §4). */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only this feature takes multipart bodies, and takes nothing else: without the JSON parser here, JSON answers 415.
  app.removeAllContentTypeParsers()
  await app.register(multipart, { limits: profileFormLimits })
  const tags = ['Profile']

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
        response: { 200: memberProfileSchema, ...problemAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { username } = request.query
      if (username === undefined) return memberProfile(request.member!)
      const member = await memberActedOn(app.db, request.member!, username, 'You can only see your own details.')
      return member.id === request.member!.id ? memberProfile(request.member!) : profileOf(member)
    },
  )

  app.put(
    '/update/update/user/',
    {
      config: {
        access: 'signed-in',
        // Counted per caller once the form is read, and only for forms that carry a picture: decoding one is costly.
        rateLimit: {
          max: PICTURE_UPLOADS_PER_WINDOW,
          timeWindow: PICTURE_UPLOAD_WINDOW_MS,
          hook: 'preHandler',
          keyGenerator: (request) => `picture-upload:${request.member?.id ?? request.ip}`,
          allowList: (request) => !carriesPicture(request.body),
        },
      },
      preValidation: readMultipartBody,
      schema: {
        tags,
        summary: 'Update a member’s details and picture',
        description:
          '`username` names the member: the caller (any case), or anyone for an admin. Fields left out stay as they ' +
          'are; an optional field sent empty is cleared. A member sends their own form (`first_name, middle_name, ' +
          'last_name, phone_number, address, city, state, zip_code, drivers_license, company_name`, picture `image`) ' +
          'and gets their profile back. Staff send the admin form of portal-and-admin §3 (`first_name, last_name, ' +
          'phone_number, membership_type, member_address1, member_address2, member_city, member_state, memberZip, dl, ' +
          'company_name`, `membership_started_on` YYYY-MM-DD, picture `file`) and get the admin member load back; a ' +
          'member sending an admin-only field (their tier, start date, …) gets 403, and one form mixed with the other ' +
          '400. `Premium` is stored as Diamond. A picture must be a PNG or JPEG (judged by its content) under 1 MB; it ' +
          'is stored turned upright, fitted inside 512×512 and without metadata. Both forms carry the emergency ' +
          'contact (`emergency_name`, `emergency_contact` 10 digits, `emergency_relationship`); staff’s also ' +
          '`email_id`, unique whatever its case: one another account holds answers 409 with `field`. An admin’s ' +
          'change is audited as ' +
          '`member.details` with each changed field before and after (a tier change also as `membership_change`), ' +
          'all in one transaction. A caller may send ' +
          `${PICTURE_UPLOADS_PER_WINDOW} pictures in ${PICTURE_UPLOAD_WINDOW_MS / 60_000} minutes; more answer 429.`,
        consumes: ['multipart/form-data'],
        body: profileUpdateSchema,
        response: {
          200: z.union([memberProfileSchema, adminMemberSchema]),
          ...problemAnswers(400, 401, 403, 404, 409, 413, 415, 429),
        },
      },
    },
    async (request) => {
      const body = request.body
      const member = await memberActedOn(
        app.db,
        request.member!,
        body.username,
        'You can only change your own details.',
      )
      const adminFields = sent(body, ADMIN_ONLY_FIELDS)
      const memberFields = sent(body, MEMBER_ONLY_FIELDS)
      const byAdmin = isAdmin(request.member!.userType)
      if (!byAdmin && adminFields.length > 0) {
        throw new Problem(403, { detail: `Only club administrators can change ${adminFields.join(', ')}.` })
      }
      if (adminFields.length > 0 && memberFields.length > 0) {
        throw new Problem(400, {
          detail: `Please send either the member’s form or staff’s: ${memberFields.join(', ')} cannot go with ${adminFields.join(', ')}.`,
        })
      }
      const staffForm = byAdmin && memberFields.length === 0
      const upload = staffForm ? body.file : body.image
      const picture = upload ? await preparePicture(upload) : undefined
      const changes = staffForm ? adminColumnChanges(body) : memberColumnChanges(body)
      const saved = await saveMemberDetails(
        app.db,
        member.id,
        changes,
        picture,
        byAdmin ? request.member!.id : undefined,
      )
      return staffForm ? memberAdminView(saved) : memberProfile(saved)
    },
  )

  app.get(
    '/admin/member-details/',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'A member’s details as staff edit them',
        description:
          'The admin member load of portal-and-admin §3 for Update User Details, by username in any case; never a ' +
          'password hash or bank number.',
        querystring: adminMemberQuerySchema,
        response: { 200: adminMemberSchema, ...problemAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const member = await memberNamed(app.db, request.query.username)
      return memberAdminView({ ...member, pictureUpdatedAt: await findPictureUpdatedAt(app.db, member.id) })
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
          ...problemAnswers(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const caller = request.member!
      const member = await findMemberByRef(app.db, request.params.id)
      if (member?.id !== caller.id && !isAdmin(caller.userType)) {
        throw new Problem(403, { detail: 'You can only see your own picture.' })
      }
      const picture = member && (await findPicture(app.db, member.id))
      if (!picture) throw new Problem(404, { detail: 'There is no such picture.' })
      const etag = pictureEtag(picture)
      reply.headers({ etag, 'cache-control': 'private, max-age=0, must-revalidate' })
      if (ifNoneMatchHas(request.headers['if-none-match'], etag)) return reply.code(304).send(null)
      return reply.type(picture.contentType).header('content-disposition', 'inline').send(picture.bytes)
    },
  )
}

export default profileRoutes
