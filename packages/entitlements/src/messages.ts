/**
 * SPEC 8's video and audio access messages are HTML with a support contact link and an error code.
 * They are kept as parts here (text, links, code) so React can render them without
 * `dangerouslySetInnerHTML`, and `accessMessageHtml` writes the HTML form for places that want a string.
 */

export interface MessageLink {
  href: string;
  label: string;
}

export interface AccessMessage {
  /** SPEC 8's sentence, word for word. */
  text: string;
  /** What the fan can do next, in reading order: log in, upgrade, the FAQs, contact support. */
  links: readonly MessageLink[];
  /** The error code the fan can quote to support. */
  code: string;
}

/** Where the messages send a fan; a site passes its own when its pages live elsewhere. */
export interface SupportLinks {
  login: string;
  upgrade: string;
  faqs: string;
  support: string;
}

/** The club site's pages (the help-info section of SPEC 2.2 and the packages page of SPEC 2.1). */
export const defaultSupportLinks: SupportLinks = {
  login: '/account/login',
  upgrade: '/videos/subscriptions',
  faqs: '/help-info/club-tv-faqs',
  support: '/help-info/contact-us',
};

export const accessMessageTexts = {
  notLoggedIn: 'Please Log In to access this',
  noSubscriptions: 'Sorry but you do not have any subscriptions',
  notSubscribedToStream: 'Sorry but you are not subscribed to this stream',
  blocked: 'Your account has been blocked by an administrator',
  streamIssue: 'Sorry, there is an issue with this stream, please contact support',
  countryNotAllowed: 'Sorry, users in this country are not allowed to access this stream',
  concurrencyLimit:
    'You have reached the limit of devices streaming at once. Please log out of other browsers and devices and try again',
  problem: 'Sorry, there has been a problem accessing this stream',
} as const;

export const linkLabels = {
  login: 'Log In',
  upgrade: 'Upgrade',
  faqs: 'Read the FAQs',
  support: 'Contact support',
} as const;

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

/** SPEC 8's HTML form: the sentence, its links, then the code. Everything is escaped. */
export function accessMessageHtml(message: AccessMessage): string {
  const links = message.links
    .map((link) => `<a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`)
    .join(' | ');
  return [
    `<p>${escapeHtml(message.text)}</p>`,
    links ? `<p>${links}</p>` : '',
    `<p>Error code: ${escapeHtml(message.code)}</p>`,
  ].join('');
}

/** The message as one line of plain text, for alerts and logs. */
export function accessMessageText(message: AccessMessage): string {
  return `${message.text} (Error code: ${message.code})`;
}
