// eslint-disable-next-line no-restricted-imports -- the one place that imports zod itself
import { z } from 'zod'

// Our Content-Security-Policy forbids eval. In the browser zod would probe for it with `new Function` on first use (to
// compile faster parsers), and the browser reports that probe as a policy violation. The server keeps the fast parsers.
// Everything in web/ and common/ imports z from here, so the setting comes with zod wherever zod is loaded.
if (typeof document !== 'undefined') z.config({ jitless: true })

export { z }
