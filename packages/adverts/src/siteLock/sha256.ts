/**
 * SHA-256 of a string's UTF-8 bytes, as lower-case hex, through Web Crypto: the browser's
 * `crypto.subtle`, and Node's `globalThis.crypto.subtle` for SSR and tests. Browsers expose it only in
 * secure contexts (https, or localhost), so a lock screen served over plain http elsewhere cannot check
 * the word.
 */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
