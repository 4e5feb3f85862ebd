import { describe, expect, it } from 'vitest'
import { cacheBrochure } from './brochure-cache.ts'

describe('cacheBrochure', () => {
  it('generates once for concurrent and later requests', async () => {
    let generations = 0
    const brochure = cacheBrochure(async () => {
      generations++
      return Buffer.from('%PDF-1.7 brochure')
    })
    const [first, second] = await Promise.all([brochure(), brochure()])
    const third = await brochure()
    expect(generations).toBe(1)
    expect(second).toBe(first)
    expect(third).toBe(first)
    expect(first.etag).toMatch(/^"[\w-]{27}"$/)
  })

  it('gives different bytes different validators', async () => {
    const one = await cacheBrochure(async () => Buffer.from('one'))()
    const two = await cacheBrochure(async () => Buffer.from('two'))()
    expect(one.etag).not.toBe(two.etag)
  })

  it('tries again after a failed generation', async () => {
    let attempts = 0
    const brochure = cacheBrochure(async () => {
      attempts++
      if (attempts === 1) throw new Error('no artwork today')
      return Buffer.from('%PDF-1.7 brochure')
    })
    await expect(brochure()).rejects.toThrow('no artwork today')
    await expect(brochure()).resolves.toMatchObject({ pdf: Buffer.from('%PDF-1.7 brochure') })
    expect(attempts).toBe(2)
  })
})
