import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Presses Tab (or Shift+Tab) until the element named `name` has the focus, as a keyboard user would: named by its
 * label, its aria-label or its text. Fails after 120 presses (the back office has a dozen tabs before its tools).
 */
export async function tabTo(page: Page, name: string, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let press = 0; press < 120; press++) {
    await page.keyboard.press(key)
    const focused = await page.evaluate(() => {
      const element = document.activeElement
      const label = element?.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : undefined
      return (label ?? element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim()
    })
    if (focused === name) return
  }
  throw new Error(`${key} never reached ${name}`)
}

/** Whether the focused element shows it: an outline or a ring the eye can see. */
export const focusIsVisible = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.activeElement ?? document.body)
    return (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') || style.boxShadow !== 'none'
  })

/** Opens a back-office tab from the keyboard; answers its region once the member picker in it is ready. */
export async function openAdminTabByKeyboard(page: Page, tab: string, region: string): Promise<Locator> {
  await tabTo(page, tab)
  await page.keyboard.press('Enter')
  const tool = page.getByRole('region', { name: region })
  await expect(tool.getByLabel('Member')).toBeEnabled()
  return tool
}

/** Types a member's username into a tool's picker and submits it, by keyboard alone. */
export async function loadMemberByKeyboard(page: Page, tool: Locator, username: string) {
  await tabTo(page, 'Member')
  await page.keyboard.type(username)
  await expect(tool.getByLabel('Member')).toHaveValue(username)
  await tabTo(page, 'Submit')
  await page.keyboard.press('Enter')
}
