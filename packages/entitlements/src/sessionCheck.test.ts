import { describe, expect, it } from 'vitest';
import { isSessionCheckCode, sessionCheckCodeList, sessionCheckOutcome, sessionCheckReasons } from './sessionCheck';

describe('sessionCheckOutcome', () => {
  it('should ask to log in for ERR_3684853_1 (requireLogin, status 0)', () => {
    const outcome = sessionCheckOutcome('ERR_3684853_1');
    expect(outcome).toMatchObject({ code: 'ERR_3684853_1', reason: 'requireLogin', status: 0, action: 'loginPrompt' });
    expect(outcome.message.text).toBe('Please Log In to access this');
    expect(outcome.message.code).toBe('ERR_3684853_1');
    expect(outcome.message.links[0]).toEqual({ href: '/account/login', label: 'Log In' });
  });

  it('should point to support for ERR_3684853_2 (a stream issue, blocked)', () => {
    const outcome = sessionCheckOutcome('ERR_3684853_2');
    expect(outcome).toMatchObject({ reason: 'blocked', status: null, action: 'message' });
    expect(outcome.message.text).toBe('Sorry, there is an issue with this stream, please contact support');
    expect(outcome.message.links).toEqual([{ href: '/help-info/contact-us', label: 'Contact support' }]);
  });

  describe('given ERR_3684853_3 (not subscribed, requirePremium)', () => {
    it('should say there are no subscriptions when the user holds none', () => {
      for (const userEntitlements of [undefined, null, []]) {
        const outcome = sessionCheckOutcome('ERR_3684853_3', { userEntitlements });
        expect(outcome).toMatchObject({ reason: 'requirePremium', status: 1, action: 'upgradePromo' });
        expect(outcome.message.text).toBe('Sorry but you do not have any subscriptions');
      }
    });
    it('should say the user is not subscribed to this stream when they hold something else', () => {
      const outcome = sessionCheckOutcome('ERR_3684853_3', { userEntitlements: ['audio-pass'] });
      expect(outcome).toMatchObject({ reason: 'requirePremium', status: 2, action: 'upgradePromo' });
      expect(outcome.message.text).toBe('Sorry but you are not subscribed to this stream');
      expect(outcome.message.links.map((link) => link.label)).toEqual(['Upgrade', 'Read the FAQs', 'Contact support']);
    });
  });

  it('should show the blocked message for ERR_56882466_1 (status 3)', () => {
    const outcome = sessionCheckOutcome('ERR_56882466_1');
    expect(outcome).toMatchObject({ reason: 'blocked', status: 3, action: 'message' });
    expect(outcome.message.text).toBe('Your account has been blocked by an administrator');
  });

  it('should refuse the country for ERR_56882466_2', () => {
    const outcome = sessionCheckOutcome('ERR_56882466_2');
    expect(outcome).toMatchObject({ reason: 'blocked', status: null, action: 'message' });
    expect(outcome.message.text).toBe('Sorry, users in this country are not allowed to access this stream');
    expect(outcome.message.links.map((link) => link.label)).toEqual(['Read the FAQs', 'Contact support']);
  });

  it('should ask to log out elsewhere for ERR_54648_1 (concurrency limit)', () => {
    const outcome = sessionCheckOutcome('ERR_54648_1');
    expect(outcome).toMatchObject({ reason: 'blocked', status: null, action: 'message' });
    expect(outcome.message.text).toContain('log out of other browsers and devices');
    expect(outcome.message.code).toBe('ERR_54648_1');
  });

  it.each(['ERR_999', 'err_3684853_1', ' ERR_54648_1'])('should show the generic problem plus the code for %j', (code) => {
    const outcome = sessionCheckOutcome(code);
    expect(outcome).toMatchObject({ code, reason: 'blocked', status: null, action: 'message' });
    expect(outcome.message.text).toBe('Sorry, there has been a problem accessing this stream');
    expect(outcome.message.code).toBe(code);
  });

  it.each([undefined, null, ''])('should call a refusal without a code (%j) unknown', (code) => {
    const outcome = sessionCheckOutcome(code);
    expect(outcome.code).toBe('unknown');
    expect(outcome.message.text).toBe('Sorry, there has been a problem accessing this stream');
  });

  it('should give every code of SPEC 8 its reason', () => {
    expect(sessionCheckCodeList).toEqual([
      'ERR_3684853_1',
      'ERR_3684853_2',
      'ERR_3684853_3',
      'ERR_56882466_1',
      'ERR_56882466_2',
      'ERR_54648_1',
    ]);
    for (const code of sessionCheckCodeList) {
      expect(isSessionCheckCode(code)).toBe(true);
      expect(sessionCheckOutcome(code).reason).toBe(sessionCheckReasons[code]);
    }
    expect(isSessionCheckCode(42)).toBe(false);
  });

  it('should use the links it is given', () => {
    const links = { login: '/in', upgrade: '/up', faqs: '/faq', support: '/help' };
    expect(sessionCheckOutcome('ERR_3684853_1', { links }).message.links[0]?.href).toBe('/in');
  });
});
