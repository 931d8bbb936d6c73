import { sanitizeHtml } from './sanitizeHtml';

/**
 * The sanitiser RichText starts with on the server (package.json `imports`, `#richText/initialSanitiser`
 * without the `browser` condition): there it is loaded from the start, so a server render never waits.
 */
export const initialSanitiser: ((html: string) => string) | undefined = sanitizeHtml;
