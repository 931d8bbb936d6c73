import { describe, expect, it } from 'vitest';
import { gatewayError, withFirstPartyCookies, withForwardedHeaders } from './forwarding';

const visitor = { ip: '203.0.113.7', host: 'club.example', protocol: 'https' };

describe('withForwardedHeaders', () => {
  it('should tell the platform who asked, for which host, over which scheme', () => {
    expect(withForwardedHeaders({ accept: 'application/json' }, visitor)).toEqual({
      accept: 'application/json',
      'x-forwarded-for': '203.0.113.7',
      'x-forwarded-host': 'club.example',
      'x-forwarded-proto': 'https',
    });
  });

  it('should append to a forwarding chain from a proxy in front', () => {
    expect(withForwardedHeaders({ 'x-forwarded-for': '198.51.100.1' }, visitor)['x-forwarded-for']).toBe(
      '198.51.100.1, 203.0.113.7',
    );
  });
});

describe('withFirstPartyCookies', () => {
  it("should drop a Domain naming the platform's host", () => {
    const headers = withFirstPartyCookies({
      'set-cookie': ['refresh=abc; Domain=127.0.0.1; Path=/api; HttpOnly; SameSite=Lax'],
    });
    expect(headers['set-cookie']).toEqual(['refresh=abc; Path=/api; HttpOnly; SameSite=Lax']);
  });

  it('should handle a single cookie handed over as a plain string', () => {
    const headers = withFirstPartyCookies({ 'set-cookie': 'a=1; domain=platform.internal; Path=/' as never });
    expect(headers['set-cookie']).toEqual(['a=1; Path=/']);
  });

  it("should keep a Domain the visitor's host falls under, so the club site and the streamer share a sign-in", () => {
    const cookie = 'club_access=t; Domain=club.example; Path=/; HttpOnly';
    expect(withFirstPartyCookies({ 'set-cookie': [cookie] }, 'watch.club.example')['set-cookie']).toEqual([cookie]);
    expect(withFirstPartyCookies({ 'set-cookie': [cookie] }, 'club.example:443')['set-cookie']).toEqual([cookie]);
    expect(withFirstPartyCookies({ 'set-cookie': [cookie] }, 'notclub.example')['set-cookie']).toEqual([
      'club_access=t; Path=/; HttpOnly',
    ]);
  });

  it('should leave cookies without a Domain as they are', () => {
    expect(withFirstPartyCookies({ 'set-cookie': ['a=1; Path=/'] })['set-cookie']).toEqual(['a=1; Path=/']);
  });

  it('should leave answers without cookies alone', () => {
    const headers = { 'content-type': 'application/json' };
    expect(withFirstPartyCookies(headers)).toBe(headers);
  });
});

describe('gatewayError', () => {
  it('should answer 502 in the platform\'s error shape when the platform cannot be reached', () => {
    expect(gatewayError({ statusCode: 500 })).toEqual({
      statusCode: 502,
      error: 'Bad Gateway',
      message: 'The club platform cannot be reached right now. Please try again in a few minutes.',
    });
    expect(gatewayError({ statusCode: 503 }).statusCode).toBe(502);
  });

  it('should answer 504 when the platform took too long', () => {
    expect(gatewayError({ statusCode: 504 })).toMatchObject({ statusCode: 504, error: 'Gateway Timeout' });
  });
});
