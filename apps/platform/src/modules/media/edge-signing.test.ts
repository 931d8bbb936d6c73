import { describe, expect, it } from 'vitest';
import { createEdgeSigner, edgeSignature } from './edge-signing';

const secret = 'edge-secret-of-at-least-32-characters';
const at = new Date('2026-12-05T15:20:00Z');
const query = (signed: string) => new URLSearchParams(signed);

describe('signed media links', () => {
  it("should hash what nginx's secure_link_md5 hashes: MD5 of `{expires}:{asset} {secret}`, base64url", () => {
    // echo -n '1796484000:live-video edge-secret-of-at-least-32-characters' | openssl md5 -binary | openssl base64 | tr +/ -_ | tr -d =
    expect(edgeSignature(secret, 'live-video', 1796484000)).toBe('agSShirGrMdSCWsDlM7faQ');
  });

  it('should open the asset it was signed for until it expires, and no other', () => {
    const signer = createEdgeSigner(secret);
    const link = query(signer.sign('live-video', new Date(at.getTime() + 300_000)));
    expect(link.get('expires')).toBe(String(at.getTime() / 1000 + 300));
    expect(signer.verify('live-video', link.get('expires'), link.get('md5'), at)).toBe('ok');
    expect(signer.verify('live-audio', link.get('expires'), link.get('md5'), at)).toBe('invalid');
    expect(signer.verify('live-video', link.get('expires'), link.get('md5'), new Date(at.getTime() + 301_000))).toBe('expired');
    // A later expiry, or a signature changed in one character, is a forgery.
    expect(signer.verify('live-video', String(Number(link.get('expires')) + 1), link.get('md5'), at)).toBe('invalid');
    const md5 = link.get('md5') ?? '';
    expect(signer.verify('live-video', link.get('expires'), `${md5.startsWith('A') ? 'B' : 'A'}${md5.slice(1)}`, at)).toBe('invalid');
    expect(signer.verify('live-video', undefined, md5, at)).toBe('invalid');
    expect(signer.verify('live-video', link.get('expires'), undefined, at)).toBe('invalid');
    expect(createEdgeSigner('another-secret-of-at-least-32-characters').verify('live-video', link.get('expires'), md5, at)).toBe('invalid');
  });

  it("should not let an asset whose id starts with digits lend its link to another (the colon)", () => {
    const signer = createEdgeSigner(secret);
    const link = query(signer.sign('5abc', new Date(1796484000_000)));
    // Without the separator, `1796484000` + `5abc` reads as `17964840005` + `abc`: a far expiry for another asset.
    expect(signer.verify('abc', `${link.get('expires')}5`, link.get('md5'), at)).toBe('invalid');
  });

  it("should still accept, never sign with, a rotated root's secret", () => {
    const old = createEdgeSigner('the-previous-secret-of-32-characters');
    const link = query(old.sign('live-video', new Date(at.getTime() + 60_000)));
    const signer = createEdgeSigner(secret, ['the-previous-secret-of-32-characters']);
    expect(signer.verify('live-video', link.get('expires'), link.get('md5'), at)).toBe('ok');
    expect(signer.sign('live-video', new Date(at.getTime() + 60_000))).not.toBe(old.sign('live-video', new Date(at.getTime() + 60_000)));
  });
});
