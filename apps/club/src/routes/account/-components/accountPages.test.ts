import { describe, expect, it } from 'vitest';
import { accountHead, validateReturnUrlSearch } from './accountPages';

describe('accountHead', () => {
  it('should give the page its title and keep it out of search engines', () => {
    const head = accountHead('Log In', 'Log in to your account.', '/account/login');
    expect(head.meta).toContainEqual({ title: 'Log In | Brackwater Blues FC' });
    expect(head.meta).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(head.links).toEqual([{ rel: 'canonical', href: 'http://localhost:3000/account/login' }]);
  });
});

describe('validateReturnUrlSearch', () => {
  it('should keep a string return URL for @club/auth to check', () => {
    expect(validateReturnUrlSearch({ returnUrl: '/videos' })).toEqual({ returnUrl: '/videos' });
  });

  it.each([[{}], [{ returnUrl: '' }], [{ returnUrl: 42 }], [{ returnUrl: ['/a'] }]])('should drop %j', (search) => {
    expect(validateReturnUrlSearch(search)).toEqual({});
  });
});
