import { returnUrlParam } from '@club/auth';
import { pageHead } from '../../../site/seo';

/**
 * Head tags of an account page: a real title, and `noindex` since these pages hold forms, not content.
 * The pages are the same for everyone on the server (the user is only known in the browser), so they
 * can be cached like the rest of the site.
 */
export function accountHead(title: string, description: string, path: string) {
  const head = pageHead({ title, description, path });
  return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] };
}

/** `?returnUrl=` is only ever a string here; it is checked by @club/auth before it is followed. */
export function validateReturnUrlSearch(search: Record<string, unknown>): { returnUrl?: string } {
  const value = search[returnUrlParam];
  return typeof value === 'string' && value.length > 0 ? { returnUrl: value } : {};
}
