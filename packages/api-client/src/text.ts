/**
 * Characters people never mean to type and that make text lie about itself: C0 controls (tab and, where
 * the field allows lines, newline and carriage return excepted), DEL and the C1 controls, the bidi
 * embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069: U+202E before "gpj.exe" shows "exe.jpg"), and
 * UTF-16 surrogates that have no partner (they cannot be stored as UTF-8 and break other systems).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const unsafeSingleLine = /[\u0000-\u0008\u000A-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u;
// eslint-disable-next-line no-control-regex -- as above
const unsafeMultiLine = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u;
const unsafeEverywhere = new RegExp(unsafeSingleLine.source, 'gu');

export const unsafeTextMessage = 'Text cannot contain control or text-direction characters.';
export const unsafeNameMessage = 'Names cannot contain control or text-direction characters.';
export const unsafeEmailMessage = 'Email addresses cannot contain control or text-direction characters.';

/** Whether text holds a character `safeTextSchema` refuses; `lines` allows newlines and carriage returns. */
export function hasUnsafeCharacters(text: string, options: { lines?: boolean } = {}): boolean {
  return (options.lines ? unsafeMultiLine : unsafeSingleLine).test(text);
}

/** The text without the characters `safeTextSchema` refuses, for inputs that are better cleaned than refused (search). */
export function stripUnsafeCharacters(text: string): string {
  return text.replace(unsafeEverywhere, '');
}
