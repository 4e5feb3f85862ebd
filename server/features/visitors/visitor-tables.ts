import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/** Every submission keeps when, from which page and from where it came (for the club's history and abuse handling). */
function submissionColumns() {
  return {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sourcePage: text('source_page'),
    clientIp: text('client_ip'),
    userAgent: text('user_agent'),
  }
}

export const brochureRequests = pgTable(
  'brochure_requests',
  {
    ...submissionColumns(),
    visitorName: text('visitor_name').notNull(),
    email: text('email').notNull(),
    phoneNo: text('phone_no').notNull(),
  },
  (table) => [index('brochure_requests_created_at_idx').on(table.createdAt)],
)

export const membershipInquiries = pgTable(
  'membership_inquiries',
  {
    ...submissionColumns(),
    visitorName: text('visitor_name').notNull(),
    email: text('email').notNull(),
    phoneNo: text('phone_no').notNull(),
    reqHelp: text('req_help').notNull(),
    ques: text('ques').notNull(),
    organization: text('organization'),
    emailConsent: boolean('email_consent').notNull(),
    smsConsent: boolean('sms_consent').notNull(),
    /** The wording shown beside each consent box when the visitor answered (decisions §3). */
    emailConsentWording: text('email_consent_wording').notNull(),
    smsConsentWording: text('sms_consent_wording').notNull(),
  },
  (table) => [index('membership_inquiries_created_at_idx').on(table.createdAt)],
)

export const eventRegistrations = pgTable(
  'event_registrations',
  {
    ...submissionColumns(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phoneNo: text('phone_no').notNull(),
    eventName: text('event_name').notNull(),
    attendees: integer('attendees'),
  },
  (table) => [index('event_registrations_created_at_idx').on(table.createdAt)],
)

export const yachtOwnerLeads = pgTable(
  'yacht_owner_leads',
  {
    ...submissionColumns(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    yachtModel: text('yacht_model').notNull(),
    yachtManufactureYear: integer('yacht_manufacture_year').notNull(),
    yachtSizeFeet: integer('yacht_size_feet').notNull(),
    message: text('message').notNull().default(''),
  },
  (table) => [index('yacht_owner_leads_created_at_idx').on(table.createdAt)],
)
