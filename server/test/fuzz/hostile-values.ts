/**
 * Hand-made values an attacker or a broken client sends. Each lands in generated requests (any field, any parameter)
 * and the raw bodies and query strings are also sent, one by one, to every call.
 */

/** Dates that do not exist, or exist only at the edge of what a calendar or a `Date` can hold. */
export const impossibleDates = [
  '2026-02-30',
  '2027-02-29',
  '2026-04-31',
  '2026-13-01',
  '2026-00-10',
  '2026-12-00',
  '0000-01-01',
  '9999-12-31',
  '+275760-09-13',
  '-000001-01-01',
  '2026-1-7',
  '20261207',
]

/**
 * Club times that do not exist or are ambiguous: on 8 March 2026 and 14 March 2027 New York's clocks jump from 2:00 to
 * 3:00, and on 1 November 2026 1:30 happens twice. Also instants past what a `Date` or PostgreSQL can hold.
 */
export const impossibleTimes = [
  '2026-03-08T02:30:00',
  '2027-03-14T02:30:00',
  '2027-03-14T02:30:00-05:00',
  '2026-11-01T01:30:00',
  '2026-02-30T10:00:00-05:00',
  '2026-12-07T24:00:00-05:00',
  '2026-12-07T23:59:60-05:00',
  '9999-12-31T23:59:59Z',
  '+275760-09-13T00:00:00Z',
  '0001-01-01T00:00:00Z',
  '2026-12-07T09:00:00+25:00',
]

/** Dates and times the club's rules accept, so that generated requests get past the schemas and reach the work. */
export const plausibleDates = ['2026-12-07', '2026-12-08', '2026-12-14', '2026-12-19', '2027-01-04', '2027-03-14']
export const plausibleTimes = ['2026-12-07T17:00:00-05:00', '2026-12-20T09:00:00-05:00', '2027-01-04T18:00:00Z']
export const plausibleMonths = ['2026-12', '2027-01', '2026-13', '9999-12', '0000-00']

/** What one field of an otherwise accepted request is set to: text that passes a length bound but not a calendar. */
export const edgeText = [
  '2026-02-30',
  '2027-02-29',
  '0000-01-01',
  '9999-12-31',
  '2026-12-07T24:00',
  ...impossibleTimes,
  '9999-12',
  '0000-00',
  '',
]

/** Numbers at and past every column and every `Date`. */
export const edgeNumbers = [-1, 0.5, 2_147_483_648, -2_147_483_649, Number.MAX_SAFE_INTEGER + 2, 1e21, 8.64e15 + 1]

const LONG = 100_000

/** Strings no field should store as sent: control and invisible characters, broken UTF-16, sheer length. */
export const hostileStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007',
  '\u001b[31m',
  '\u0085',
  '\u200b',
  '\u202e',
  '\ufeff',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  '😀',
  'e\u0301',
  "'; drop table members; --",
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '=HYPERLINK("http://x")',
  '__proto__',
  'constructor',
  'null',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x10',
  'x'.repeat(LONG),
  '9'.repeat(400),
  'é'.repeat(LONG / 2),
  'a\r\nb',
]

/** Numbers past every bound: huge, negative, fractional, beyond a 32-bit column, beyond a double's integers. */
export const hostileNumbers = [
  -1,
  0,
  -0,
  0.5,
  -0.5,
  1.000_000_1,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  -1e21,
  1e308,
  Number.MIN_VALUE,
]

/** Values of the wrong kind for any field. */
export const wrongKinds: unknown[] = [
  null,
  true,
  false,
  [],
  {},
  [null],
  ['a', 'b'],
  { $gt: '' },
  JSON.parse('{"__proto__":{"polluted":true}}'),
  [[[[[[[[[[[]]]]]]]]]]],
]

export interface RawBody {
  name: string
  contentType: string | undefined
  payload: string | Buffer
}

const boundary = 'fuzz-boundary'
const multipartPart = (headers: string, body: string) => `--${boundary}\r\n${headers}\r\n\r\n${body}\r\n`

/** Bodies no parser should choke on: malformed JSON, mismatched types, broken multipart and form encodings. */
export const hostileBodies: RawBody[] = [
  { name: 'truncated JSON', contentType: 'application/json', payload: '{"username": "a' },
  { name: 'a bare brace', contentType: 'application/json', payload: '{' },
  { name: 'empty JSON', contentType: 'application/json', payload: '' },
  { name: 'JSON null', contentType: 'application/json', payload: 'null' },
  { name: 'a JSON string', contentType: 'application/json', payload: '"text"' },
  { name: 'a JSON number', contentType: 'application/json', payload: '1e999' },
  { name: 'a JSON array', contentType: 'application/json', payload: '[1,2,3]' },
  { name: 'JSON with a proto key', contentType: 'application/json', payload: '{"__proto__":{"isAdmin":true}}' },
  { name: 'JSON with a constructor key', contentType: 'application/json', payload: '{"constructor":{"prototype":{}}}' },
  { name: 'deeply nested JSON', contentType: 'application/json', payload: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { name: 'JSON with a NUL escape', contentType: 'application/json', payload: '{"a":"\\u0000","username":"\\u0000"}' },
  { name: 'JSON with a lone surrogate escape', contentType: 'application/json', payload: '{"a":"\\ud800"}' },
  { name: 'JSON in Latin-1', contentType: 'application/json', payload: Buffer.from([0x7b, 0x22, 0xe9, 0x22, 0x7d]) },
  { name: 'JSON with a BOM', contentType: 'application/json', payload: '\ufeff{}' },
  { name: 'JSON with duplicate keys', contentType: 'application/json', payload: '{"username":"a","username":{}}' },
  { name: 'JSON sent as text', contentType: 'text/plain', payload: '{}' },
  { name: 'no content type', contentType: undefined, payload: '{}' },
  { name: 'an unknown content type', contentType: 'application/x-fuzz', payload: 'fuzz' },
  { name: 'a charset JSON does not use', contentType: 'application/json; charset=utf-16', payload: '{}' },
  { name: 'a broken form', contentType: 'application/x-www-form-urlencoded', payload: '%%%&=&a=%E0%A4%A&b' },
  { name: 'a form of repeated keys', contentType: 'application/x-www-form-urlencoded', payload: 'a=1&a=2&a[]=3' },
  { name: 'a form with a NUL', contentType: 'application/x-www-form-urlencoded', payload: 'username=%00&password=%00' },
  { name: 'multipart without a boundary', contentType: 'multipart/form-data', payload: 'x' },
  {
    name: 'multipart with another boundary',
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: '--other\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--other--\r\n',
  },
  {
    name: 'truncated multipart',
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="username"\r\n\r\nab`,
  },
  {
    name: 'multipart part without a name',
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: `${multipartPart('Content-Disposition: form-data', 'x')}--${boundary}--\r\n`,
  },
  {
    name: 'multipart file with a path for a name',
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: `${multipartPart(
      'Content-Disposition: form-data; name="image"; filename="../../x.png"\r\nContent-Type: image/png',
      '\u0089PNG not really',
    )}--${boundary}--\r\n`,
  },
  {
    name: 'multipart with a thousand fields',
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: `${Array.from({ length: 1000 }, (_, index) => multipartPart(`Content-Disposition: form-data; name="f${index}"`, 'v')).join('')}--${boundary}--\r\n`,
  },
  {
    name: 'multipart with a field in an unknown charset',
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: `${multipartPart('Content-Disposition: form-data; name="username"\r\nContent-Type: text/plain; charset=x-fuzz', 'ab')}--${boundary}--\r\n`,
  },
  {
    name: 'a body over the limit',
    contentType: 'application/json',
    payload: `{"a":"${'x'.repeat(1024 * 1024 + 10)}"}`,
  },
]

/** Query strings a hand-written or broken client sends, appended to any call. */
export const hostileQueries = [
  '%',
  '%E0%A4%A',
  'a=%00',
  '=&=&&',
  'username=a&username=b',
  'username[]=a',
  'username[$ne]=x',
  'days=1e3&from=2026-02-30',
  'days=-1&limit=-1',
  'days=1.5&limit=0.5',
  'from=9999-12-31&to=0000-01-01',
  'month=2026-13',
  'before=2026-03-08T02:30:00',
  `username=${'x'.repeat(10_000)}`,
  'status=%ud800',
  'v=%F0%9F',
]

/** Path segments: encoded and raw, past every bound, and of the wrong kind. */
export const hostilePathSegments = [
  '-1',
  '1.5',
  '2147483648',
  '99999999999999999999',
  'B-0O1IL',
  'MYC-0',
  '2026-02-30',
  '9999-12-31',
  '%00',
  '%E0%A4%A',
  '%2e%2e',
  'x'.repeat(5000),
]
