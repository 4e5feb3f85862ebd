import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint()

/** The rules the project's own lint configuration reports for `code` planted at `filePath`. */
async function reported(filePath: string, code: string): Promise<Array<string | null>> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).map((message) => message.ruleId)
}

const boundary = 'feature-boundaries/no-cross-feature-imports'

describe('npm run lint keeps the layout', () => {
  it('fails a web feature that imports another, statically or on demand', async () => {
    expect(
      await reported(
        'web/features/portal/planted.tsx',
        "import { bookingKeys } from '../booking/booking-client.ts'\nexport const keys = bookingKeys\n",
      ),
    ).toContain(boundary)
    expect(
      await reported(
        'web/features/admin/bookings/planted.tsx',
        "export const panel = () => import('../../../features/booking/booking-panel.tsx')\n",
      ),
    ).toContain(boundary)
  })

  it('lets a feature use its own modules, the shared ones, and the routes compose features', async () => {
    expect(
      await reported(
        'web/features/admin/bookings/planted.tsx',
        "import { MemberCombobox } from '../member-combobox.tsx'\nexport const picker = MemberCombobox\n",
      ),
    ).not.toContain(boundary)
    expect(
      await reported(
        'web/features/portal/planted.tsx',
        "import { formatPhone } from '../../../common/phone.ts'\nexport const phone = formatPhone\n",
      ),
    ).toEqual([])
    expect(
      await reported(
        'web/routes/planted.tsx',
        "import { BookingPanel } from '../features/booking/booking-panel.tsx'\nexport const panel = BookingPanel\n",
      ),
    ).not.toContain(boundary)
  })

  it('fails common/ importing the server or the web app', async () => {
    for (const source of ['../server/config.ts', '../web/lib/api.ts']) {
      expect(
        await reported('common/planted.ts', `import { value } from '${source}'\nexport const planted = value\n`),
      ).toContain('no-restricted-imports')
    }
  })
})
