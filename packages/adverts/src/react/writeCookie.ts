/** Whether cookies should carry `Secure`: only on pages served over https (a plain-http preview must still work). */
export const secureCookies = (): boolean => typeof window !== 'undefined' && window.location.protocol === 'https:';

export function writeCookies(cookies: readonly string[]): void {
  for (const cookie of cookies) document.cookie = cookie;
}
