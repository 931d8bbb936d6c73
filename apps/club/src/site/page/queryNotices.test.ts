import { describe, expect, it } from 'vitest';
import { readQueryNotice } from './queryNotices';

describe('readQueryNotice (SPEC 2.1)', () => {
  it('should read the log-in and log-out notices and drop their parameters', () => {
    expect(readQueryNotice('https://club.example/news?loginSuccess=true')).toEqual({
      param: 'loginSuccess',
      message: 'Logged In',
      cleanHref: '/news',
    });
    expect(readQueryNotice('https://club.example/?page=2&logoutSuccess=true#top')).toEqual({
      param: 'logoutSuccess',
      message: 'Logged Out',
      cleanHref: '/?page=2#top',
    });
  });

  it('should ask for nothing on an ordinary URL', () => {
    expect(readQueryNotice('https://club.example/news?page=2')).toBeNull();
  });
});
