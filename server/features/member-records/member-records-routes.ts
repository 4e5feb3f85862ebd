import multipart from '@fastify/multipart'
import { eq, sql } from 'drizzle-orm'
import type { FastifyError } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { memberRefParamsSchema } from '../../../common/booking/booking-api.ts'
import { PICTURE_HINT } from '../../../common/member-details.ts'
import {
  checkNewMemberRules,
  maskedBankAccountSchema,
  memberAddedSchema,
  memberAvailabilityQuerySchema,
  memberAvailabilitySchema,
  newMemberFieldsSchema,
} from '../../../common/new-member.ts'
import { validationProblems } from '../../plugins/error-handling.ts'
import { Problem, type ProblemStatus, problemAnswers } from '../../problem.ts'
import { members } from '../accounts/members-table.ts'
import { findMemberByRef } from '../accounts/members.ts'
import type { PasswordHasher } from '../accounts/password-hashing.ts'
import { multipartLimits, readMultipartBody } from '../profile/multipart-body.ts'
import { PictureRefusal, preparePicture } from '../profile/picture-processing.ts'
import { maskedBankDetails } from './bank-accounts.ts'
import type { Keyring } from './bank-secrets.ts'
import { addMember } from './add-member.ts'

export interface MemberRecordsRoutesOptions {
  publicUrl: string
  /** The session secret: set-password tokens are stored as its digests, as reset tokens are. */
  secret: string
  hasher: PasswordHasher
  keyring: Keyring
  now: () => Date
}

const pictureFileSchema = z
  .custom<Buffer>((value) => Buffer.isBuffer(value), 'must be a file')
  .meta({ type: 'string', format: 'binary', description: PICTURE_HINT })

const addMemberBodySchema = newMemberFieldsSchema
  .extend({ file: pictureFileSchema.optional() })
  .catchall(z.unknown().refine(() => false, 'is not a field of this form'))
  .superRefine(checkNewMemberRules)
  .meta({ additionalProperties: false })

/** The add-member form has about forty fields, twice what the profile form needs. */
const addMemberLimits = { ...multipartLimits, fields: 60, parts: 61 }

/** The add-member screen shows a refused picture's words as `message`, as it does every refusal of the form. */
function formProblem(error: unknown): never {
  if (!(error instanceof PictureRefusal)) throw error
  throw new Problem(error.statusCode as ProblemStatus, { detail: error.message, message: error.message })
}

/** Add Member and the bank details' masked view (portal-and-admin.md §2 screen 4; member-api §5). */
const memberRecordsRoutes: FastifyPluginAsyncZod<MemberRecordsRoutesOptions> = async (app, options) => {
  // The add-member form is multipart only, as the screen sends it.
  app.removeAllContentTypeParsers()
  await app.register(multipart, { limits: addMemberLimits })
  const tags = ['Back office']

  app.get(
    '/create-member/validate-member/',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Is a username or an e-mail address free for a new member?',
        description:
          '`status` is `success` when no account holds it (whatever the case), `taken` otherwise; a removed ' +
          'member’s username and e-mail stay taken. Give either `username` or `email`.',
        querystring: memberAvailabilityQuerySchema,
        response: { 200: memberAvailabilitySchema, ...problemAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const { username, email } = request.query
      const [column, value] = username !== undefined ? [members.username, username] : [members.email, email ?? '']
      const [holder] = await app.db
        .select({ id: members.id })
        .from(members)
        .where(eq(sql`lower(${column})`, value.trim().toLowerCase()))
      return { status: holder ? ('taken' as const) : ('success' as const) }
    },
  )

  app.post(
    '/create-member/add-member/',
    {
      config: { access: 'admin' },
      preValidation: readMultipartBody,
      attachValidation: true,
      schema: {
        tags,
        summary: 'Add a member',
        description:
          'Multipart, the add-member payload plus an optional `file` picture (PNG or JPEG under 1 MB). Everything is ' +
          'stored in one transaction: the member, their opening points as one ledger row, family, emergency contact, ' +
          'bank details (numbers encrypted, never answered), picture and the audit entry. Without `password` the ' +
          'member is e-mailed a one-time link, valid 7 days, to choose their own; with one, a welcome without it. ' +
          'A username or e-mail already held (by anyone, even a removed member; any case) answers 409.',
        consumes: ['multipart/form-data'],
        body: addMemberBodySchema,
        response: { 201: memberAddedSchema, ...problemAnswers(400, 401, 403, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      if (request.validationError) {
        const found = validationProblems(request.validationError as FastifyError)
        throw new Problem(400, {
          detail: found.map((problem) => `${problem.field}: ${problem.message}`).join('; '),
          message: found.map((problem) => problem.message).join(' '),
          problems: found,
        })
      }
      const { file, password, ...fields } = request.body
      const picture = file ? await preparePicture(file).catch(formProblem) : undefined
      const passwordHash = password ? await options.hasher.hash(password) : null
      const added = await addMember(app.db, {
        admin: request.member!,
        fields,
        passwordHash,
        picture,
        keyring: options.keyring,
        setPassword: { publicUrl: options.publicUrl, secret: options.secret },
        now: options.now(),
      })
      app.emailOutbox.kick()
      return reply.code(201).send({
        message: 'Member added successfully!',
        id: added.id,
        member_id: added.memberId,
        username: added.username,
      })
    },
  )

  app.get(
    '/members/:id/ach',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'A member’s bank details, masked',
        description:
          'The routing and account numbers only by their last four digits: the full numbers never leave the server. ' +
          '`id` is the member’s id or member number (MYC-00007). 404 when the member or their bank details do not exist.',
        params: memberRefParamsSchema,
        response: { 200: maskedBankAccountSchema, ...problemAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const member = await findMemberByRef(app.db, request.params.id)
      const details = member && (await maskedBankDetails(app.db, member.id))
      if (!details) throw new Problem(404, { detail: 'This member has no bank details on file.' })
      return details
    },
  )
}

export default memberRecordsRoutes
