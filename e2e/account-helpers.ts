import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, type Page, type TestInfo } from '@playwright/test'
import { type AccountKind, e2eAccount, type E2eAccount } from './e2e-settings.ts'

export function accountFor(testInfo: TestInfo, kind: AccountKind): E2eAccount {
  return e2eAccount(testInfo.project.name, kind)
}

export async function logInThroughForm(page: Page, account: Pick<E2eAccount, 'username' | 'password'>) {
  await page.goto('/login')
  await page.getByLabel('Username').fill(account.username)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Log In' }).click()
}

/** Undoes quoted-printable soft line breaks and escapes, as the .eml files are written. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
}

/**
 * The reset link in the newest e-mail to `address`, read from the outbox folder where the server writes mail when no
 * SMTP server is configured.
 */
export async function resetLinkSentTo(address: string): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox')
  let link: string | undefined
  await expect
    .poll(async () => {
      const files = (await readdir(outbox).catch(() => [])).sort().reverse()
      for (const file of files) {
        const mail = decodeQuotedPrintable(await readFile(path.join(outbox, file), 'utf8'))
        if (!mail.includes(`To: ${address}`)) continue
        link = /https?:\/\/[^\s"<]+\/new_password\?token=[\w-]+/.exec(mail)?.[0]
        if (link) return link
      }
      return undefined
    })
    .toBeTruthy()
  return link ?? ''
}
