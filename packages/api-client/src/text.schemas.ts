import { z } from 'zod';
import { hasUnsafeCharacters, unsafeNameMessage, unsafeTextMessage } from './text';

/**
 * A string people submit: refused with a plain sentence when it holds control, bidi or lone-surrogate
 * characters (`text.ts`). Chain `.trim()`, `.max()` and the like on the result as on any zod string.
 */
export function safeTextSchema(options: { lines?: boolean; message?: string } = {}) {
  return z.string().refine((text) => !hasUnsafeCharacters(text, options), {
    error: options.message ?? unsafeTextMessage,
  });
}

/** A given or family name: at most 100 characters, trimmed, no control or text-direction characters. */
export const personNameSchema = z
  .string()
  .trim()
  .max(100, 'Use no more than 100 characters for a name.')
  .refine((name) => !hasUnsafeCharacters(name), { error: unsafeNameMessage });
