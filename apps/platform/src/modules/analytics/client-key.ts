const loopbackOrPrivate = /^(127\.|::1$|::ffff:127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|fc|fd)/i;

/**
 * Whom to count a record against. The sites forward /api from their own servers and append the visitor's
 * address to x-forwarded-for; only when the direct peer is such a local forwarder is that last entry
 * believed (anything earlier in the chain is whatever the browser claimed).
 */
export function clientKey(peer: string, forwardedFor: string | string[] | undefined): string {
  const chain = Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor;
  if (!chain || !loopbackOrPrivate.test(peer)) return peer;
  const last = chain.split(',').map((part) => part.trim()).filter(Boolean).at(-1);
  return last ?? peer;
}
