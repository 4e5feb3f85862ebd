import { describe, expect, it } from 'vitest'
import { escapeHtml } from './escape-html.ts'

describe('escapeHtml', () => {
  it('escapes the five characters that matter in HTML text and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    )
  })

  it('leaves other text alone', () => {
    expect(escapeHtml('Señor Muñoz, 42 ft sloop')).toBe('Señor Muñoz, 42 ft sloop')
  })
})
