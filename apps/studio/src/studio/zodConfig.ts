import { config } from 'zod/v4/core';

// The editor's forms validate with the platform's own zod schemas (@club/api-client). Zod compiles its
// object parsers with `new Function` unless told not to, and probes for that as each object schema is
// built; the site's CSP forbids eval, and Chromium reports even the caught probe as a violation.
// Imported first by entry-client, before any schema module runs.
config({ jitless: true });
