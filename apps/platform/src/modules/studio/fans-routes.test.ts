import { apiErrorSchema, fanNotFoundMessage, studioAuditResponseSchema, studioFanSchema } from '@club/api-client';
import { describe, expect, it } from 'vitest';
import { TEST_NOW } from '../../testing/clock';
import { testDialects } from '../../testing/databases';
import { cookieOf } from '../payments/testing';
import { injectedStudioApp } from './testing';

const day = 86_400_000;
const fanSub = '7b6ae5ab-f946-5efb-ac63-06b5b18b4d68';
const adminSub = '2acb499e-8428-543b-bd85-0d9098718220';
const paidVideo = 'feature-2026-05-19-season-review'; // video-subscription
const blockedMessage = 'Your account has been blocked by an administrator';

describe.each(testDialects)('studio fans desk on $dialect', ({ dialect }) => {
  const studio = injectedStudioApp(dialect, { signIn: ['commercial', 'admin', 'fan'] });
  const { call, cookies, signIn } = studio;
  const sessionCheck = () =>
    call('POST', '/api/videos/session/check', 'fan', {
      data: { attributes: { videoID: paidVideo, mediaType: 'OnDemand', userID: fanSub, userEmail: 'fan@example.com' } },
    });

  it('should let administrators only: commercial staff and fans get 403 in words', async () => {
    const commercial = await call('GET', '/api/studio/fans?email=fan@example.com', 'commercial');
    expect(commercial.statusCode).toBe(403);
    expect(apiErrorSchema.parse(commercial.json()).message).toBe('This part of the studio is not part of your staff role. Ask a club administrator for access.');
    expect((await call('PUT', `/api/studio/fans/${fanSub}/blocked`, 'fan', { blocked: true })).statusCode).toBe(403);
    expect((await call('GET', '/api/studio/fans?email=fan@example.com', undefined)).statusCode).toBe(401);
  });

  it('should find an account by its email, whatever its case, and say when there is none', async () => {
    const found = await call('GET', '/api/studio/fans?email=Subscriber@Example.com', 'admin');
    expect(found.statusCode, found.body).toBe(200);
    const fan = studioFanSchema.parse(found.json());
    expect(fan).toMatchObject({ email: 'subscriber@example.com', name: 'Sam Subscriber', status: 'active', bypassed: false, entitlements: ['video-subscription'] });
    expect(fan.grants[0]).toMatchObject({ source: 'seed', current: true });
    const none = await call('GET', '/api/studio/fans?email=nobody@example.com', 'admin');
    expect(none.statusCode).toBe(404);
    expect(apiErrorSchema.parse(none.json()).message).toBe(fanNotFoundMessage);
    expect((await call('GET', '/api/studio/fans?email=not-an-email', 'admin')).statusCode).toBe(400);
  });

  it('should give a complimentary pass that plays, then block the fan so the next session check refuses, and unblock', async () => {
    expect((await sessionCheck()).statusCode).toBe(403);
    const comp = await call('POST', `/api/studio/fans/${fanSub}/comp`, 'admin', { packageId: 'video-subscription', priceId: 'price_video_monthly', days: 7 });
    expect(comp.statusCode, comp.body).toBe(200);
    const given = studioFanSchema.parse(comp.json());
    expect(given.entitlements).toEqual(['video-subscription']);
    expect(given.grants.find((grant) => grant.source === 'voucher')?.validUntil).toBe(new Date(Date.parse(TEST_NOW) + 7 * day).toISOString());
    expect(given.redemptions[0]?.code).toMatch(/^COMP-/);
    expect((await sessionCheck()).statusCode).toBe(200);

    const blocked = await call('PUT', `/api/studio/fans/${fanSub}/blocked`, 'admin', { blocked: true });
    expect(studioFanSchema.parse(blocked.json()).status).toBe('blocked');
    // The stream already open is refused at its next session check, in SPEC's words.
    const refused = await sessionCheck();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ERR_56882466_1', message: blockedMessage });
    const again = await signIn('fan');
    expect(again.statusCode).toBe(403);
    expect(apiErrorSchema.parse(again.json()).message).toBe(blockedMessage);

    const unblocked = await call('PUT', `/api/studio/fans/${fanSub}/blocked`, 'admin', { blocked: false });
    expect(studioFanSchema.parse(unblocked.json()).status).toBe('active');
    // The block ended the sign-in the stream was on (issue 28), and lifting it brings that back no more:
    // the fan signs in again.
    const signedOut = await sessionCheck();
    expect(signedOut.statusCode).toBe(403);
    expect(signedOut.json()).toMatchObject({ code: 'ERR_3684853_1' });
    const back = await signIn('fan');
    expect(back.statusCode).toBe(200);
    cookies.fan = cookieOf(back);
    expect((await sessionCheck()).statusCode).toBe(200);

    // Taken back: the grant ends now, the session check refuses again, and a second revoke changes nothing.
    const code = given.redemptions[0]?.code ?? '';
    const commercialTries = await call('POST', `/api/studio/fans/${fanSub}/comp/${code}/revoke`, 'commercial', {});
    expect(commercialTries.statusCode).toBe(403);
    const revoked = await call('POST', `/api/studio/fans/${fanSub}/comp/${code}/revoke`, 'admin', {});
    expect(revoked.statusCode, revoked.body).toBe(200);
    const after = studioFanSchema.parse(revoked.json());
    expect(after.entitlements).toEqual([]);
    expect(after.grants.find((grant) => grant.sourceId === code)).toMatchObject({ current: false, revokedAt: new Date(Date.parse(TEST_NOW)).toISOString() });
    expect((await sessionCheck()).statusCode).toBe(403);
    expect((await call('POST', `/api/studio/fans/${fanSub}/comp/${code}/revoke`, 'admin', {})).statusCode).toBe(200);
    expect((await call('POST', `/api/studio/fans/${fanSub}/comp/COMP-NOPE-NOPE/revoke`, 'admin', {})).statusCode).toBe(404);

    const audit = studioAuditResponseSchema.parse((await call('GET', `/api/studio/audit?entity=fan&entityId=${fanSub}`, 'admin')).json());
    expect(audit.items.map((entry) => entry.action)).toEqual(['fan.comp.revoke', 'fan.unblock', 'fan.block', 'fan.comp']);
    expect(audit.items[2]).toMatchObject({ actorEmail: 'admin@example.com', before: { status: 'active' }, after: { status: 'blocked' } });
  });

  it('should end every session of a fan at once without blocking them, audited, for administrators only', async () => {
    const first = await signIn('subscriber');
    const second = await signIn('subscriber');
    cookies.subscriberA = cookieOf(first);
    cookies.subscriberB = cookieOf(second);
    const found = studioFanSchema.parse((await call('GET', '/api/studio/fans?email=subscriber@example.com', 'admin')).json());
    const subscriberSub = found.sub;
    expect(found.activeSessions).toBeGreaterThanOrEqual(2);
    expect((await call('POST', `/api/studio/fans/${subscriberSub}/sessions/end`, 'commercial', {})).statusCode).toBe(403);
    expect((await call('GET', '/api/identity/session', 'subscriberA')).statusCode).toBe(200);

    const ended = await call('POST', `/api/studio/fans/${subscriberSub}/sessions/end`, 'admin', {});
    expect(ended.statusCode, ended.body).toBe(200);
    expect(studioFanSchema.parse(ended.json())).toMatchObject({ status: 'active', activeSessions: 0 });
    // Both devices' access tokens are refused now, not in 15 minutes, and neither can refresh.
    for (const who of ['subscriberA', 'subscriberB']) {
      expect((await call('GET', '/api/identity/session', who)).statusCode).toBe(401);
      expect((await call('GET', `/api/entitlements/users/entitlements/${subscriberSub}`, who)).statusCode).toBe(401);
      expect((await call('POST', '/api/identity/refresh', who)).statusCode).toBe(401);
    }
    const log = studioAuditResponseSchema.parse((await call('GET', `/api/studio/audit?entity=fan&entityId=${subscriberSub}`, 'admin')).json());
    expect(log.items[0]).toMatchObject({ action: 'fan.sessions.end', actorEmail: 'admin@example.com', after: { openSessions: 0 } });
    // Not blocked: the fan signs in again.
    expect((await signIn('subscriber')).statusCode).toBe(200);
  });

  it('should set and clear the staff bypass, and refuse an administrator blocking themselves', async () => {
    const on = await call('PUT', `/api/studio/fans/${fanSub}/bypass`, 'admin', { bypassed: true });
    expect(studioFanSchema.parse(on.json()).bypassed).toBe(true);
    const off = await call('PUT', `/api/studio/fans/${fanSub}/bypass`, 'admin', { bypassed: false });
    expect(studioFanSchema.parse(off.json()).bypassed).toBe(false);
    const self = await call('PUT', `/api/studio/fans/${adminSub}/blocked`, 'admin', { blocked: true });
    expect(self.statusCode).toBe(409);
    expect(apiErrorSchema.parse(self.json()).message).toBe('You cannot block your own account.');
    expect((await call('PUT', '/api/studio/fans/no-such-sub/bypass', 'admin', { bypassed: true })).statusCode).toBe(404);
  });
});
