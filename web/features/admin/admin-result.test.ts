import { describe, expect, it } from 'vitest'
import { adminResult } from './admin-result.ts'

describe('admin result dialogs', () => {
  it('chooses the tone from the title: Successful green, Failed red, anything else the brand colour', () => {
    expect(adminResult('Successful', 'Member added successfully!')).toEqual({
      title: 'Successful',
      body: 'Member added successfully!',
      tone: 'success',
    })
    expect(adminResult('Failed', 'Failed to add member.').tone).toBe('error')
    expect(adminResult('Invalid Email!', 'Please enter a valid email address.').tone).toBe('brand')
    expect(adminResult('Invalid Number!', 'Please enter a 10-digit mobile number.').tone).toBe('brand')
  })
})
