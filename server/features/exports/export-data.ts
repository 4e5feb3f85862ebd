import { asc } from 'drizzle-orm'
import { clubIsoTime } from '../../../common/club-time.ts'
import type { Db } from '../../db/database.ts'
import { members } from '../accounts/members-table.ts'
import {
  brochureRequests,
  eventRegistrations,
  membershipInquiries,
  yachtOwnerLeads,
} from '../visitors/visitor-tables.ts'
import { type CsvCell, toCsv } from './csv-cells.ts'

const visitorColumns = [
  'form',
  'submitted_at',
  'name',
  'email',
  'phone',
  'help_with',
  'question',
  'organization',
  'email_consent',
  'sms_consent',
  'email_consent_wording',
  'sms_consent_wording',
  'event_name',
  'attendees',
  'yacht_model',
  'yacht_year',
  'yacht_size_feet',
  'message',
  'source_page',
] as const

type VisitorRow = Partial<Record<(typeof visitorColumns)[number], CsvCell>> & { at: Date }

/**
 * Every visitor form's submissions in one table, oldest first, with a column naming the form and, for the contact
 * form, the consent given and the words it was given to. The client's address and browser stay out of it.
 */
export async function visitorsCsv(db: Db): Promise<{ csv: string; rows: number }> {
  const [brochures, inquiries, events, owners] = await Promise.all([
    db.select().from(brochureRequests).orderBy(asc(brochureRequests.createdAt)),
    db.select().from(membershipInquiries).orderBy(asc(membershipInquiries.createdAt)),
    db.select().from(eventRegistrations).orderBy(asc(eventRegistrations.createdAt)),
    db.select().from(yachtOwnerLeads).orderBy(asc(yachtOwnerLeads.createdAt)),
  ])
  const rows: VisitorRow[] = [
    ...brochures.map((row) => ({
      at: row.createdAt,
      form: 'Brochure',
      name: row.visitorName,
      email: row.email,
      phone: row.phoneNo,
      source_page: row.sourcePage,
    })),
    ...inquiries.map((row) => ({
      at: row.createdAt,
      form: 'Contact',
      name: row.visitorName,
      email: row.email,
      phone: row.phoneNo,
      help_with: row.reqHelp,
      question: row.ques,
      organization: row.organization,
      email_consent: row.emailConsent,
      sms_consent: row.smsConsent,
      email_consent_wording: row.emailConsentWording,
      sms_consent_wording: row.smsConsentWording,
      source_page: row.sourcePage,
    })),
    ...events.map((row) => ({
      at: row.createdAt,
      form: 'Event',
      name: row.name,
      email: row.email,
      phone: row.phoneNo,
      event_name: row.eventName,
      attendees: row.attendees,
      source_page: row.sourcePage,
    })),
    ...owners.map((row) => ({
      at: row.createdAt,
      form: 'Yacht owner',
      name: `${row.firstName} ${row.lastName}`,
      email: row.email,
      phone: row.phoneNumber,
      yacht_model: row.yachtModel,
      yacht_year: row.yachtManufactureYear,
      yacht_size_feet: row.yachtSizeFeet,
      message: row.message,
      source_page: row.sourcePage,
    })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime())
  const cells = rows.map((row) =>
    visitorColumns.map((column) => (column === 'submitted_at' ? clubIsoTime(row.at) : row[column])),
  )
  return { csv: toCsv(visitorColumns, cells), rows: rows.length }
}

export const memberColumns = [
  'member_id',
  'username',
  'first_name',
  'middle_name',
  'last_name',
  'email',
  'phone_number',
  'address',
  'city',
  'state',
  'zip_code',
  'company_name',
  'membership_type',
  'points_balance',
  'membership_started_on',
  'user_type',
  'active',
  'created_at',
] as const

/**
 * Every account, oldest first. Chosen columns only, never the whole row: no password hash, no bank details, no
 * driver's license, no emergency contacts.
 */
export async function membersCsv(db: Db): Promise<{ csv: string; rows: number }> {
  const rows = await db
    .select({
      member_id: members.memberId,
      username: members.username,
      first_name: members.firstName,
      middle_name: members.middleName,
      last_name: members.lastName,
      email: members.email,
      phone_number: members.phoneNumber,
      address: members.address1,
      city: members.city,
      state: members.state,
      zip_code: members.zipCode,
      company_name: members.companyName,
      membership_type: members.tier,
      points_balance: members.pointsBalance,
      membership_started_on: members.membershipStartedOn,
      user_type: members.userType,
      active: members.isActive,
      created_at: members.createdAt,
    })
    .from(members)
    .orderBy(asc(members.id))
  const cells = rows.map((row) =>
    memberColumns.map((column) => (column === 'created_at' ? clubIsoTime(row.created_at) : row[column])),
  )
  return { csv: toCsv(memberColumns, cells), rows: rows.length }
}
