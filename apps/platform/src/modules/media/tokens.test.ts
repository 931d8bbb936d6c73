import { getClock, systemTime } from '@club/clock';
import { describe, expect, it } from 'vitest';
import { createKeyRing } from '../../infra/keys';
import { createEdgeSigner } from './edge-signing';
import { createPlaybackTokens } from './tokens';

const ring = (secret: string, now: () => Date = () => getClock().now()) => createKeyRing({ current: Buffer.from(secret), now });
const edge = createEdgeSigner('an-edge-secret-of-at-least-thirty-two-chars');

describe('playback tokens', () => {
  const secret = 'a-test-secret-of-at-least-thirty-two-characters';
  const request = { userId: 'user-1', assetId: 'live-video', sessionId: 'session-1' };

  it('should verify a token for its asset and carry user, asset and session', async () => {
    const tokens = createPlaybackTokens(ring(secret), edge);
    const { token, expiresAt } = await tokens.issuePlaybackToken(request);
    expect(expiresAt.getTime() - getClock().nowMs()).toBeGreaterThan(299_000);
    const outcome = await tokens.verifyPlaybackToken(token, 'live-video');
    expect(outcome).toMatchObject({ ok: true, claims: { userId: 'user-1', assetId: 'live-video', sessionId: 'session-1' } });
  });

  it("should issue the asset's signed link beside the token, for that asset only, expiring with it, and keep it out of the token", async () => {
    const tokens = createPlaybackTokens(ring(secret), edge);
    const { token, mediaLink } = await tokens.issuePlaybackToken(request);
    const link = new URLSearchParams(mediaLink);
    expect([...link.keys()]).toEqual(['expires', 'md5']);
    // The link's expiry is real time (the edge's clock), the token's five minutes on from now.
    const left = Number(link.get('expires')) - systemTime().getTime() / 1000;
    expect(left).toBeGreaterThan(240);
    expect(left).toBeLessThanOrEqual(300);
    expect(edge.verify('live-video', link.get('expires'), link.get('md5'))).toBe('ok');
    expect(edge.verify('live-audio', link.get('expires'), link.get('md5'))).toBe('invalid');
    // The session check answers it beside the token: the token no longer carries a copy.
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
    expect(claims).not.toHaveProperty('edge');
    expect(token).not.toContain(link.get('md5'));
  });

  it("should refuse a missing token, another asset's, a tampered one and one signed with another secret", async () => {
    const tokens = createPlaybackTokens(ring(secret), edge);
    const { token } = await tokens.issuePlaybackToken(request);
    expect(await tokens.verifyPlaybackToken(undefined, 'live-video')).toEqual({ ok: false, reason: 'missing' });
    expect(await tokens.verifyPlaybackToken(token, 'live-audio')).toEqual({ ok: false, reason: 'other-asset' });
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, asset: 'live-audio' })).toString('base64url');
    expect(await tokens.verifyPlaybackToken(`${header}.${forged}.${signature}`, 'live-audio')).toEqual({ ok: false, reason: 'invalid' });
    const other = await createPlaybackTokens(ring('another-secret-of-at-least-thirty-two-chars'), edge).issuePlaybackToken(request);
    expect(await tokens.verifyPlaybackToken(other.token, 'live-video')).toEqual({ ok: false, reason: 'invalid' });
    expect(await tokens.verifyPlaybackToken('not-a-token', 'live-video')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('should expire after its ttl', async () => {
    let now = new Date('2026-01-10T15:00:00Z');
    const tokens = createPlaybackTokens(ring(secret), edge, () => now);
    const { token, expiresAt } = await tokens.issuePlaybackToken({ ...request, ttl: 60 });
    expect(expiresAt.toISOString()).toBe('2026-01-10T15:01:00.000Z');
    now = new Date('2026-01-10T15:00:59Z');
    expect((await tokens.verifyPlaybackToken(token, 'live-video')).ok).toBe(true);
    now = new Date('2026-01-10T15:01:01Z');
    expect(await tokens.verifyPlaybackToken(token, 'live-video')).toEqual({ ok: false, reason: 'expired' });
  });

  it('should refuse to issue without user, asset or session, or for too long', async () => {
    const tokens = createPlaybackTokens(ring(secret), edge);
    await expect(tokens.issuePlaybackToken({ ...request, sessionId: '' })).rejects.toThrow(/session id/);
    await expect(tokens.issuePlaybackToken({ ...request, ttl: 7200 })).rejects.toThrow(/1 to 3600 seconds/);
  });
});
