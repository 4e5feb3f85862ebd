import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { buildTestApp } from '../../test/test-app.ts'
import { members } from '../accounts/members-table.ts'
import {
  pngFile,
  readProfile,
  type SignedInAccount,
  profileCast,
  storedProfile,
  updateDetails,
} from '../../test/test-profile-forms.ts'

type App = Awaited<ReturnType<typeof buildTestApp>>

type SignedIn = SignedInAccount

const details = {
  first_name: 'Grace',
  middle_name: 'Brewster',
  last_name: 'Hopper',
  phone_number: '9415550100',
  address: '1 Bay Rd',
  city: 'Sarasota',
  state: 'FL',
  zip_code: '34236',
  drivers_license: 'H123-456-78-900-0',
  company_name: 'Navy',
  emergency_name: 'Vincent Hopper',
  emergency_contact: '9415550177',
  emergency_relationship: 'Husband',
}

describe('the member profile', () => {
  let app: App
  let member: SignedIn
  let other: SignedIn
  let admin: SignedIn

  const storedState = (id: number) => storedProfile(app, id)

  const cast = profileCast('GraceH')
  beforeAll(() => {
    ;({ app, member, other, admin } = cast)
  })

  describe('read', () => {
    it('answers the caller’s own profile, with or without their username in any case, never a secret', async () => {
      for (const username of [undefined, 'GraceH', 'graceh']) {
        const response = await readProfile(app, member.cookie, username)
        expect(response.statusCode).toBe(200)
        expect(response.headers['cache-control']).toBe('no-store')
        expect(response.json()).toMatchObject({ id: member.account.id, username: 'GraceH', picture_url: null })
        expect(response.body).not.toMatch(/argon2|password|token/i)
      }
    })

    it('answers when the membership started, so the portal can say since when', async () => {
      await app.db.update(members).set({ membershipStartedOn: '2025-03-01' }).where(eq(members.id, other.account.id))
      expect((await readProfile(app, other.cookie)).json()).toMatchObject({ membership_started_on: '2025-03-01' })
    })

    it('refuses another member’s profile, and an unknown username alike, with 403', async () => {
      for (const username of [other.account.username, 'nobody-at-all']) {
        const response = await readProfile(app, member.cookie, username)
        expect(response.statusCode).toBe(403)
        expect(response.json()).toEqual({ detail: 'You can only see your own details.' })
      }
    })

    it('lets an admin read anyone, and answers 404 for an unknown username', async () => {
      const response = await readProfile(app, admin.cookie, 'GRACEH')
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({ id: member.account.id, email_id: member.account.email })
      expect((await readProfile(app, admin.cookie, 'nobody-at-all')).statusCode).toBe(404)
    })

    it('answers 401 without a session', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/new-userdetail/user-details/?username=GraceH' })
      expect(response.statusCode).toBe(401)
    })
  })

  describe('update', () => {
    it('stores every field and answers the updated profile', async () => {
      const before = await storedState(member.account.id)
      const response = await updateDetails(app, member.cookie, { username: 'graceh', ...details })
      expect(response.statusCode).toBe(200)
      expect(response.headers['cache-control']).toBe('no-store')
      expect(response.json()).toMatchObject({
        ...details,
        id: member.account.id,
        address: '1 Bay Rd',
        member_address: '1 Bay Rd, Sarasota, FL 34236',
        picture_url: null,
      })
      const after = await storedState(member.account.id)
      expect(after.member?.driversLicense).toBe('H123-456-78-900-0')
      expect(after.member).toMatchObject({
        emergencyName: 'Vincent Hopper',
        emergencyPhone: '9415550177',
        emergencyRelationship: 'Husband',
      })
      expect(after.member?.updatedAt.getTime()).toBeGreaterThan(before.member?.updatedAt.getTime() ?? Infinity)
      expect((await readProfile(app, member.cookie)).json()).toEqual(response.json())
    })

    it('leaves fields that are not sent as they are, and clears optional fields sent empty', async () => {
      await updateDetails(app, member.cookie, { username: 'GraceH', ...details })
      const response = await updateDetails(app, member.cookie, {
        username: 'GraceH',
        last_name: '  Murray  ',
        middle_name: '',
        phone_number: '',
        company_name: '   ',
        emergency_contact: '',
        emergency_relationship: '',
      })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({
        ...details,
        last_name: 'Murray',
        middle_name: null,
        phone_number: null,
        company_name: null,
        emergency_name: 'Vincent Hopper',
        emergency_contact: null,
        emergency_relationship: null,
      })
    })

    it.each([
      ['phone_number', '941-555-01', 'phone_number: Phone number must be exactly 10 digits.'],
      ['emergency_contact', '94155501771', 'emergency_contact: Phone number must be exactly 10 digits.'],
      ['emergency_contact', '(941) 555-0177', 'emergency_contact: Phone number must be exactly 10 digits.'],
      ['emergency_name', 'N'.repeat(161), 'emergency_name: must be at most 160 characters'],
      ['zip_code', '#34236', 'zip_code: Please enter a valid ZIP or postal code.'],
      ['city', 'S'.repeat(101), 'city: must be at most 100 characters'],
      ['first_name', ' ', 'first_name: Please enter your first name.'],
      ['last_name', '', 'last_name: Please enter your last name.'],
      ['username', '', 'username: Please say whose details these are.'],
      ['points', '1000000', 'points: is not a field of this form'],
    ])('refuses a bad %s with 400 naming it, and writes nothing', async (field, value, message) => {
      const before = await storedState(member.account.id)
      const response = await updateDetails(app, member.cookie, {
        username: 'GraceH',
        first_name: 'Changed',
        [field]: value,
      })
      expect(response.statusCode).toBe(400)
      expect(response.json().detail).toContain(message)
      expect(await storedState(member.account.id)).toEqual(before)
    })

    it('refuses a field sent twice, and a text field over the form’s size limit', async () => {
      const part = (name: string, value: string) =>
        `--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
      const twice = await app.inject({
        method: 'PUT',
        url: '/api/update/update/user/',
        headers: { cookie: member.cookie, 'content-type': 'multipart/form-data; boundary=b' },
        payload: `${part('username', 'GraceH')}${part('first_name', 'Ada')}${part('first_name', 'Bea')}--b--\r\n`,
      })
      expect(twice.statusCode).toBe(400)
      expect(twice.json().detail).toContain('first_name:')
      const huge = await updateDetails(app, member.cookie, { username: 'GraceH', city: 'S'.repeat(10_000) })
      expect(huge.statusCode).toBe(400)
      expect(huge.json().detail).toBe('city: is too long.')
    })

    const badText = [
      { name: 'NUL', character: '\u0000', message: 'must not contain the control character U+0000' },
      { name: 'a control character', character: '\u0007', message: 'must not contain the control character U+0007' },
      {
        name: 'an unpaired surrogate',
        character: '\ud800',
        message: 'must not contain an unpaired surrogate (U+D800)',
      },
    ]
    for (const { name, character, message } of badText) {
      it(`answers ${name} in any text field with 400 naming the field, and writes nothing`, async () => {
        const before = await storedState(member.account.id)
        const valid = { username: 'GraceH', ...details, first_name: 'Changed' }
        for (const [field, value] of Object.entries(valid)) {
          const spoiled = `${value.slice(0, 1)}${character}${value.slice(1)}`
          const response = await updateDetails(app, member.cookie, { ...valid, [field]: spoiled })
          expect(response.statusCode, field).toBe(400)
          expect(response.json().detail, field).toContain(`${field}: ${message}`)
        }
        expect(await storedState(member.account.id)).toEqual(before)
      })
    }

    it('refuses a member’s own e-mail address with 403, as staff’s other fields, and writes nothing', async () => {
      const before = await storedState(member.account.id)
      const response = await updateDetails(app, member.cookie, {
        username: 'GraceH',
        first_name: 'Changed',
        email_id: 'grace@example.com',
      })
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual({ detail: 'Only club administrators can change email_id.' })
      expect(await storedState(member.account.id)).toEqual(before)
    })

    it('refuses another member’s username with 403, and writes nothing', async () => {
      const before = await storedState(other.account.id)
      const response = await updateDetails(app, member.cookie, {
        username: other.account.username,
        first_name: 'Mallory',
      })
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual({ detail: 'You can only change your own details.' })
      expect(await storedState(other.account.id)).toEqual(before)
    })

    it('takes every field the API reference documents, each once, with a picture: never too many fields', async () => {
      const documented = app.swagger() as {
        paths: Record<string, { put?: { requestBody?: { content: Record<string, { schema: JsonSchema }> } } }>
      }
      type JsonSchema = { properties?: Record<string, { format?: string }> }
      const form = documented.paths['/api/update/update/user/']?.put?.requestBody?.content['multipart/form-data']
      const textFields = Object.entries(form?.schema.properties ?? {})
        .filter(([, property]) => property.format !== 'binary')
        .map(([name]) => name)
      expect(textFields.length).toBeGreaterThan(20)
      const everyField = Object.fromEntries(textFields.map((name) => [name, '']))
      const response = await updateDetails(app, admin.cookie, { ...everyField, username: other.account.username }, [
        await pngFile(),
      ])
      expect(response.statusCode).not.toBe(413)
      expect(response.json().detail ?? '').not.toContain('too many fields')
    })

    it('lets an admin update any member, and answers 404 for an unknown username', async () => {
      const response = await updateDetails(app, admin.cookie, { username: other.account.username, city: 'Venice' })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({ id: other.account.id, city: 'Venice' })
      expect((await storedState(admin.account.id)).member?.city).toBeNull()
      const unknown = await updateDetails(app, admin.cookie, { username: 'nobody-at-all', city: 'Venice' })
      expect(unknown.statusCode).toBe(404)
    })

    it('takes multipart only: JSON and no body answer 415, and no session 401', async () => {
      const json = await app.inject({
        method: 'PUT',
        url: '/api/update/update/user/',
        headers: { cookie: member.cookie },
        payload: { username: 'GraceH', first_name: 'Json' },
      })
      expect(json.statusCode).toBe(415)
      expect(json.json().detail).toBeTruthy()
      const empty = await app.inject({
        method: 'PUT',
        url: '/api/update/update/user/',
        headers: { cookie: member.cookie },
      })
      expect(empty.statusCode).toBe(415)
      expect(empty.json()).toEqual({ detail: 'Please send this form as multipart/form-data.' })
      expect((await updateDetails(app, '', { username: 'GraceH' })).statusCode).toBe(401)
    })

    it('answers a malformed form with 400, never a 500', async () => {
      for (const [contentType, payload] of [
        ['multipart/form-data', 'no boundary'],
        ['multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="username"\r\n\r\nGra'],
        ['multipart/form-data; boundary=b', 'garbage'],
      ] as const) {
        const response = await app.inject({
          method: 'PUT',
          url: '/api/update/update/user/',
          headers: { cookie: member.cookie, 'content-type': contentType },
          payload,
        })
        expect(response.statusCode, payload).toBe(400)
        expect(response.json().detail, payload).toBeTruthy()
      }
    })

    it('appears in the API reference as a multipart call of the Profile calls', async () => {
      const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json()
      const update = document.paths['/api/update/update/user/'].put
      expect(update['x-access']).toBe('signed-in')
      expect(update.tags).toEqual(['Profile'])
      expect(Object.keys(update.requestBody.content)).toEqual(['multipart/form-data'])
      expect(update.requestBody.content['multipart/form-data'].schema.properties.image).toMatchObject({
        type: 'string',
        format: 'binary',
      })
      expect(document.paths['/api/new-userdetail/user-details/'].get['x-access']).toBe('signed-in')
      expect(document.paths['/api/members/{id}/picture'].get['x-access']).toBe('signed-in')
    })
  })
})
