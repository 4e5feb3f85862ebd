import { z } from 'zod'

// Our Content-Security-Policy forbids eval. Left to itself, zod probes for it with `new Function` on first use (to
// compile faster parsers), and the browser reports that probe as a policy violation.
z.config({ jitless: true })
