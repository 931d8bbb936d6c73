import { describe, expect, it } from 'vitest';
import { readOneShotParam } from './oneShotParam';

describe('readOneShotParam', () => {
  it('should read the parameter and give the address without it, keeping the rest', () => {
    expect(readOneShotParam('https://club.example/videos?team=women&video=entry-1&page=2#row', ['video'])).toEqual({
      param: 'video',
      value: 'entry-1',
      cleanHref: '/videos?team=women&page=2#row',
    });
  });

  it('should read a path with its query as well as an absolute address', () => {
    expect(readOneShotParam('/?video=entry%201', ['video'])).toEqual({ param: 'video', value: 'entry 1', cleanHref: '/' });
  });

  it('should give the first of several parameters asked for and drop all of them', () => {
    expect(readOneShotParam('https://club.example/news?logoutSuccess=true&loginSuccess=true', ['loginSuccess', 'logoutSuccess'])).toEqual({
      param: 'loginSuccess',
      value: 'true',
      cleanHref: '/news',
    });
  });

  it('should read a parameter with no value as an empty one', () => {
    expect(readOneShotParam('https://club.example/?video=', ['video'])).toEqual({ param: 'video', value: '', cleanHref: '/' });
  });

  it('should be null when the address carries none of them', () => {
    expect(readOneShotParam('https://club.example/news?page=2', ['loginSuccess', 'logoutSuccess'])).toBeNull();
  });
});
