import { describe, expect, it } from 'vitest';
import { accessOutcome, accessStatuses, isKnownAccessStatus } from './access';
import { defaultSupportLinks, type SupportLinks } from './messages';

describe('accessOutcome', () => {
  it('should play when access is granted (-1), with no message', () => {
    expect(accessOutcome(-1)).toEqual({ status: -1, action: 'play', reason: null, message: null });
  });

  it('should open the login prompt when not logged in (0)', () => {
    const outcome = accessOutcome(0);
    expect(outcome.action).toBe('loginPrompt');
    expect(outcome.reason).toBe('requireLogin');
    expect(outcome.message).toEqual({
      text: 'Please Log In to access this',
      links: [
        { href: '/account/login', label: 'Log In' },
        { href: '/help-info/contact-us', label: 'Contact support' },
      ],
      code: '0',
    });
  });

  it('should open the upgrade promo without any subscription (1), offering upgrade, FAQs and support', () => {
    const outcome = accessOutcome(1);
    expect(outcome.action).toBe('upgradePromo');
    expect(outcome.reason).toBe('requirePremium');
    expect(outcome.message).toEqual({
      text: 'Sorry but you do not have any subscriptions',
      links: [
        { href: '/videos/subscriptions', label: 'Upgrade' },
        { href: '/help-info/club-tv-faqs', label: 'Read the FAQs' },
        { href: '/help-info/contact-us', label: 'Contact support' },
      ],
      code: '1',
    });
  });

  it('should open the upgrade promo with insufficient entitlements (2)', () => {
    const outcome = accessOutcome(2);
    expect(outcome.action).toBe('upgradePromo');
    expect(outcome.reason).toBe('requirePremium');
    expect(outcome.message?.text).toBe('Sorry but you are not subscribed to this stream');
    expect(outcome.message?.links.map((link) => link.label)).toEqual(['Upgrade', 'Read the FAQs', 'Contact support']);
    expect(outcome.message?.code).toBe('2');
  });

  it('should show the blocked message for a blocked account (3)', () => {
    const outcome = accessOutcome(3);
    expect(outcome.action).toBe('message');
    expect(outcome.reason).toBe('blocked');
    expect(outcome.message).toEqual({
      text: 'Your account has been blocked by an administrator',
      links: [{ href: '/help-info/contact-us', label: 'Contact support' }],
      code: '3',
    });
  });

  it.each([4, -2, 99, 1.5, Number.NaN])('should show the generic problem with the code for any other status (%s)', (status) => {
    const outcome = accessOutcome(status);
    expect(outcome.action).toBe('message');
    expect(outcome.reason).toBe('blocked');
    expect(outcome.message?.text).toBe('Sorry, there has been a problem accessing this stream');
    expect(outcome.message?.code).toBe(String(status));
    expect(outcome.message?.links).toEqual([{ href: '/help-info/contact-us', label: 'Contact support' }]);
  });

  it("should use a site's own links when given", () => {
    const links: SupportLinks = { login: '/signin', upgrade: '#packages', faqs: '#troubleshooting', support: 'mailto:tv@example.com' };
    expect(accessOutcome(1, links).message?.links.map((link) => link.href)).toEqual([
      '#packages',
      '#troubleshooting',
      'mailto:tv@example.com',
    ]);
    expect(accessOutcome(0, links).message?.links[0]?.href).toBe('/signin');
  });

  it('should know exactly the statuses of SPEC 4', () => {
    expect(accessStatuses).toEqual([-1, 0, 1, 2, 3]);
    expect(accessStatuses.every(isKnownAccessStatus)).toBe(true);
    expect(isKnownAccessStatus(4)).toBe(false);
    expect(defaultSupportLinks.support).toBe('/help-info/contact-us');
  });
});
