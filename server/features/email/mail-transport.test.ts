import { describe, expect, it } from 'vitest'
import { linksIn } from './mail-transport.ts'

describe('linksIn', () => {
  it('finds http and https links, without the punctuation that ends a sentence', () => {
    expect(
      linksIn('Reset it at https://club.example.com/reset?token=a1b2. Or see (http://localhost:3000/help), thanks!'),
    ).toEqual(['https://club.example.com/reset?token=a1b2', 'http://localhost:3000/help'])
  })

  it('finds none in text without links', () => {
    expect(linksIn('See you at the dock.')).toEqual([])
  })
})
