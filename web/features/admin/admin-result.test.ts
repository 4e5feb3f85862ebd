import { describe, expect, it } from 'vitest'
import { adminResult, resultTone } from './admin-result.ts'

describe('result dialogs', () => {
  it('are green for Successfull, red for Failed and navy for anything else', () => {
    expect(resultTone('Successfull')).toBe('success')
    expect(resultTone('Failed')).toBe('error')
    expect(resultTone('Invalid Email!')).toBe('brand')
    expect(resultTone('successful')).toBe('brand')
    expect(adminResult('Failed', 'No')).toEqual({ title: 'Failed', body: 'No', tone: 'error' })
    expect(adminResult('Invalid Number!', 'Please enter a 10-digit mobile number.').tone).toBe('brand')
  })
})
