import { expect, type Locator } from '@playwright/test'

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The suggestion naming a member by their username (each reads: name, member number · tier · username). */
export const memberOption = (scope: Locator, username: string) =>
  scope.getByRole('option', { name: new RegExp(`· ${escaped(username)}$`) })

/** Picks a member in a back-office tool's Member field: types what is given, then picks them from the suggestions. */
export async function pickMember(scope: Locator, username: string, typed = username) {
  const field = scope.getByRole('combobox', { name: 'Member' })
  await expect(field).toBeEnabled()
  await field.fill(typed)
  await memberOption(scope, username).click()
  await expect(field).toHaveValue(username)
}
