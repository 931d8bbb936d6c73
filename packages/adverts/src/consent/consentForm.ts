import { acceptAllCookies, onlyEssentialCookies } from './consent';

/**
 * Issue 14: the cookie notice is answerable the moment it shows, before the page's script has run. Its
 * two buttons submit a small form here; the site server sets the same cookies the script would and
 * sends the fan back to the page. Once the page is hydrated, the buttons answer in the page instead.
 */
export const cookieConsentPath = '/cookie-consent';

export const consentChoices = { acceptAll: 'all', onlyEssential: 'essential' } as const;

/** Only a path of this site is followed back; anything else goes home (never an open redirect). */
function backTo(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}

/** The site server's answer to the form: 303 back to the page, with the consent cookies. */
export function answerConsentForm(form: URLSearchParams, url: URL): Response {
  const choice = form.get('choice');
  if (choice !== consentChoices.acceptAll && choice !== consentChoices.onlyEssential) {
    return new Response('Choose Accept All Cookies or Only Essential.', {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  const secure = url.protocol === 'https:';
  const consent = choice === consentChoices.acceptAll ? acceptAllCookies(secure) : onlyEssentialCookies(secure);
  const headers = new Headers({ location: backTo(form.get('return')), 'cache-control': 'no-store' });
  for (const cookie of consent.cookies) headers.append('set-cookie', cookie);
  return new Response(null, { status: 303, headers });
}
