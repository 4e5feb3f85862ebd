import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { consentWording, honeypotField } from '../../../common/visitor-form-rules.ts'
import {
  brochureRequestSchema,
  eventRegistrationSchema,
  membershipInquirySchema,
  submissionAcceptedSchema,
  yachtOwnerLeadSchema,
} from '../../../common/visitor-forms.ts'
import type { Db } from '../../db/database.ts'
import { enqueueEmail } from '../email/enqueue-email.ts'
import { salesEmail, type SubmissionFacts } from './sales-email.ts'
import { brochureRequests, eventRegistrations, membershipInquiries, yachtOwnerLeads } from './visitor-tables.ts'
import { problemAnswers } from '../../problem.ts'

export interface VisitorRoutesOptions {
  /** Where the sales team reads submissions. */
  salesEmail: string
  rateLimit: { max: number; timeWindowMs: number }
}

const BROCHURE_URL = '/api/brochure.pdf'
const SOURCE_PAGE_MAX = 300

/** The page the form was on, from the Referer the browser sends with a same-origin request. */
function sourcePage(request: FastifyRequest): string | null {
  const referer = request.headers.referer
  if (!referer) return null
  try {
    return new URL(referer).pathname.slice(0, SOURCE_PAGE_MAX)
  } catch {
    return null
  }
}

interface Submission extends SubmissionFacts {
  userAgent: string | null
}

function submissionOf(request: FastifyRequest): Submission {
  return {
    sourcePage: sourcePage(request),
    clientIp: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
    receivedAt: new Date(),
  }
}

/** The columns every submission table shares. */
function origin({ sourcePage: page, clientIp, userAgent, receivedAt }: Submission) {
  return { sourcePage: page, clientIp, userAgent, createdAt: receivedAt }
}

function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ')
}

/** A filled honeypot is answered like a success, so the robot learns nothing, and is neither stored nor sent. */
function isRobot(request: FastifyRequest, body: { [honeypotField]?: string | undefined }): boolean {
  if (!body[honeypotField]) return false
  request.log.info({ form: request.url }, 'Visitor form: honeypot filled, submission dropped')
  return true
}

const visitorRoutes: FastifyPluginAsyncZod<VisitorRoutesOptions> = async (app, options) => {
  const common = {
    config: {
      access: 'public' as const,
      rateLimit: { max: options.rateLimit.max, timeWindow: options.rateLimit.timeWindowMs },
    },
    tags: ['Visitor forms'],
  }
  const responses = { 200: submissionAcceptedSchema, ...problemAnswers(400, 429) }

  /** Stores a submission and its note to the sales team together, then sends the note without waiting for a poll. */
  async function record(request: FastifyRequest, store: (db: Db, submission: Submission) => Promise<void>) {
    const submission = submissionOf(request)
    await app.db.transaction((tx) => store(tx, submission))
    app.emailOutbox.kick()
  }

  app.post(
    '/visitors/add-visitors-details',
    {
      config: common.config,
      schema: {
        tags: common.tags,
        summary: 'Request the membership brochure',
        description: 'Stores the request, tells the sales team, and answers where the brochure is.',
        body: brochureRequestSchema,
        response: responses,
      },
    },
    async (request) => {
      const body = request.body
      const answer = { detail: 'Thank you! Your membership brochure is ready.', brochure_url: BROCHURE_URL }
      if (isRobot(request, body)) return answer
      await record(request, async (db, submission) => {
        await db.insert(brochureRequests).values({
          ...origin(submission),
          visitorName: body.visitor_name,
          email: body.email,
          phoneNo: body.phone_no,
        })
        await enqueueEmail(
          db,
          salesEmail(
            options.salesEmail,
            `Brochure request: ${oneLine(body.visitor_name)}`,
            [
              ['Name', body.visitor_name],
              ['E-mail', body.email],
              ['Phone', body.phone_no],
            ],
            submission,
          ),
        )
      })
      return answer
    },
  )

  app.post(
    '/visitors/become-a-member',
    {
      config: common.config,
      schema: {
        tags: common.tags,
        summary: 'Send an enquiry from the contact form',
        description: 'Stores the enquiry with the consent answers and the wording shown, and tells the sales team.',
        body: membershipInquirySchema,
        response: responses,
      },
    },
    async (request) => {
      const body = request.body
      const answer = { detail: 'Thank you for sharing your details.' }
      if (isRobot(request, body)) return answer
      await record(request, async (db, submission) => {
        await db.insert(membershipInquiries).values({
          ...origin(submission),
          visitorName: body.visitor_name,
          email: body.email,
          phoneNo: body.phone_no,
          reqHelp: body.req_help,
          ques: body.ques,
          organization: body.organization || null,
          emailConsent: body.email_consent,
          smsConsent: body.sms_consent,
          emailConsentWording: consentWording.email,
          smsConsentWording: consentWording.sms,
        })
        await enqueueEmail(
          db,
          salesEmail(
            options.salesEmail,
            `Enquiry (${body.req_help}): ${oneLine(body.visitor_name)}`,
            [
              ['Name', body.visitor_name],
              ['E-mail', body.email],
              ['Phone', body.phone_no],
              ['Organization', body.organization || '—'],
              ['How can we help?', body.req_help],
              ['Message', body.ques],
              ['E-mail consent', body.email_consent ? 'Yes' : 'No'],
              ['Text message consent', body.sms_consent ? 'Yes' : 'No'],
            ],
            submission,
          ),
        )
      })
      return answer
    },
  )

  app.post(
    '/visitors/add-event-details',
    {
      config: common.config,
      schema: {
        tags: common.tags,
        summary: 'Sign up for the event waitlist or news of future events',
        body: eventRegistrationSchema,
        response: responses,
      },
    },
    async (request) => {
      const body = request.body
      const answer = { detail: 'Submitted successfully!' }
      if (isRobot(request, body)) return answer
      await record(request, async (db, submission) => {
        await db.insert(eventRegistrations).values({
          ...origin(submission),
          name: body.name,
          email: body.email,
          phoneNo: body.phone_no,
          eventName: body.event_name,
          attendees: body.attendees ?? null,
        })
        await enqueueEmail(
          db,
          salesEmail(
            options.salesEmail,
            `Event sign-up (${body.event_name}): ${oneLine(body.name)}`,
            [
              ['Name', body.name],
              ['E-mail', body.email],
              ['Phone', body.phone_no],
              ['List', body.event_name],
              ['Attendees', body.attendees === undefined ? '—' : String(body.attendees)],
            ],
            submission,
          ),
        )
      })
      return answer
    },
  )

  app.post(
    '/visitors/add-yacht-visitor',
    {
      config: common.config,
      schema: {
        tags: common.tags,
        summary: 'Submit a yacht for SRQ Yacht Management',
        description: 'Stores the owner’s details, tells the sales team, and answers where the brochure is.',
        body: yachtOwnerLeadSchema,
        response: responses,
      },
    },
    async (request) => {
      const body = request.body
      const answer = { detail: 'Details Submitted!', brochure_url: BROCHURE_URL }
      if (isRobot(request, body)) return answer
      await record(request, async (db, submission) => {
        await db.insert(yachtOwnerLeads).values({
          ...origin(submission),
          firstName: body.visitor_first_name,
          lastName: body.visitor_last_name,
          email: body.visitor_email,
          phoneNumber: body.visitor_phone_number,
          yachtModel: body.yacht_model,
          yachtManufactureYear: body.yacht_manufacture_year,
          yachtSizeFeet: body.yacht_size,
          message: body.visitor_message,
        })
        await enqueueEmail(
          db,
          salesEmail(
            options.salesEmail,
            `Yacht owner: ${oneLine(`${body.visitor_first_name} ${body.visitor_last_name}`)}, ${oneLine(body.yacht_model)}`,
            [
              ['Name', `${body.visitor_first_name} ${body.visitor_last_name}`],
              ['E-mail', body.visitor_email],
              ['Phone', body.visitor_phone_number],
              ['Yacht model', body.yacht_model],
              ['Manufacture year', String(body.yacht_manufacture_year)],
              ['Size', `${body.yacht_size} ft`],
              ['Message', body.visitor_message || '—'],
            ],
            submission,
          ),
        )
      })
      return answer
    },
  )
}

export default visitorRoutes
