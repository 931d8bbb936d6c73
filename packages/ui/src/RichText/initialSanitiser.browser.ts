/**
 * The sanitiser RichText starts with in the browser build (package.json `imports`, `browser`
 * condition): none, so DOMPurify stays out of the page's chunks and loads on demand (issue 13).
 */
export const initialSanitiser: ((html: string) => string) | undefined = undefined;
