import { type StudioCompPassBody, type StudioFan, fanNotFoundMessage } from '@club/api-client';
import type { Kysely } from 'kysely';
import type { DB } from '../../infra/db/schema';
import type { IdentityUserTable } from './db';
import { HttpError } from '../../infra/http/errors';
import { endAllSessions } from '../identity/sessions';
import type { PackagesRepo } from '../../modules/packages/repo';
import type { PaymentsRepo } from '../payments/repo';
import { recordAudit } from '../studio/audit';
import { generateVoucherCode, grantedPrice, insertVoucher, recordRedemption, revokeVoucherGrants } from '../payments/voucher-desk';
import { type StaffMember, displayName } from '../studio/staff';

export const ownAccountMessage = 'You cannot block your own account.';

type Account = Pick<IdentityUserTable, 'sub' | 'email' | 'given_name' | 'family_name' | 'status' | 'bypassed' | 'created_at'>;
const accountColumns = ['sub', 'email', 'given_name', 'family_name', 'status', 'bypassed', 'created_at'] as const;

/** What the audit log keeps of an account: its state, never its password hash. */
const auditView = (account: Account) => ({ email: account.email, status: account.status, bypassed: account.bypassed === 1 });

/**
 * The fans desk (issue 16, admins only). A block is identity's own account status (SPEC 6): from the next
 * request the account cannot sign in or refresh (identity), buy or redeem (payments), and every open
 * stream is refused at its next session check with ERR_56882466_1 (videos/session-check.ts), whose
 * message the player shows. A complimentary pass is a single-use voucher made for the fan and redeemed
 * for them at once, so it is stored, listed and revoked like every other voucher grant.
 */
export const compNotFoundMessage = 'This fan holds no complimentary pass with that code.';

/** `payments` and `packages` are those modules' own repositories, handed through (modules/module.ts `Provided`). */
export function createStudioFans(db: Kysely<DB>, now: () => Date, { payments, packages }: { payments: PaymentsRepo; packages: PackagesRepo }) {

  async function account(where: { sub: string } | { email: string }): Promise<Account> {
    const query = db.selectFrom('identity_user').select([...accountColumns]);
    const row = await ('sub' in where ? query.where('sub', '=', where.sub) : query.where('username', '=', where.email.toLowerCase())).executeTakeFirst();
    if (!row) throw new HttpError(404, fanNotFoundMessage, { code: 'fanNotFound' });
    return row;
  }

  async function view(row: Account): Promise<StudioFan> {
    const at = now().toISOString();
    const [grants, entitlements, subscriptions, redemptions, sessions] = await Promise.all([
      payments.grantsOf(row.sub),
      payments.currentEntitlements(row.sub, at),
      db.selectFrom('payment_subscription').selectAll().where('user_id', '=', row.sub).orderBy('updated_at', 'desc').execute(),
      db.selectFrom('voucher_redemption').select(['code', 'redeemed_at']).where('user_id', '=', row.sub).orderBy('redeemed_at', 'desc').execute(),
      db
        .selectFrom('identity_session')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('sub', '=', row.sub)
        .where('ended_at', 'is', null)
        .where('expires_at', '>', at)
        .executeTakeFirst(),
    ]);
    return {
      sub: row.sub,
      email: row.email,
      name: displayName({ email: row.email, givenName: row.given_name, familyName: row.family_name }),
      status: row.status,
      bypassed: row.bypassed === 1,
      createdAt: row.created_at,
      entitlements,
      grants: grants.map((grant) => ({
        entitlement: grant.entitlement,
        source: grant.source,
        sourceId: grant.source_id,
        validFrom: grant.valid_from,
        validUntil: grant.valid_until,
        revokedAt: grant.revoked_at,
        current: grant.revoked_at === null && grant.valid_from <= at && (grant.valid_until === null || grant.valid_until > at),
      })),
      subscriptions: subscriptions.map((subscription) => ({
        id: subscription.id,
        priceId: subscription.price_id,
        status: subscription.status,
        currentPeriodEnd: subscription.current_period_end,
        cancelAtPeriodEnd: subscription.cancel_at_period_end === 1,
      })),
      redemptions: redemptions.map((redemption) => ({ code: redemption.code, redeemedAt: redemption.redeemed_at })),
      activeSessions: Number(sessions?.count ?? 0),
    };
  }

  /** One change of the account row, audited in its transaction; nothing is written when nothing changes. */
  async function change(sub: string, actor: StaffMember, action: string, set: Partial<Pick<IdentityUserTable, 'status' | 'bypassed'>>): Promise<StudioFan> {
    const at = now().toISOString();
    await db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('identity_user').select([...accountColumns]).where('sub', '=', sub).executeTakeFirst();
      if (!before) throw new HttpError(404, fanNotFoundMessage, { code: 'fanNotFound' });
      const after = { ...before, ...set };
      if (after.status === before.status && after.bypassed === before.bypassed) return;
      await trx.updateTable('identity_user').set({ ...set, updated_at: at }).where('sub', '=', sub).execute();
      // A block ends every sign-in in the same transaction (ASVS 7.4.2): no refresh, and every access token
      // refused by identity at once; lifting it later brings none of them back.
      if (set.status === 'blocked') await endAllSessions(trx, sub, now());
      await recordAudit(trx, { actor, action, entity: 'fan', entityId: sub, before: auditView(before), after: auditView(after), at });
    });
    return view(await account({ sub }));
  }

  return {
    async find(email: string): Promise<StudioFan> {
      return view(await account({ email }));
    },

    async setBlocked(sub: string, blocked: boolean, actor: StaffMember): Promise<StudioFan> {
      if (blocked && sub === actor.sub) throw new HttpError(409, ownAccountMessage, { code: 'ownAccount' });
      const current = await account({ sub });
      if (blocked) return change(sub, actor, 'fan.block', { status: 'blocked' });
      // Lifting a block leaves an account that was never blocked as it is (unconfirmed, say).
      return current.status === 'blocked' ? change(sub, actor, 'fan.unblock', { status: 'active' }) : view(current);
    },

    /**
     * "End all sessions" (ASVS 7.4.5): every sign-in of the fan ends now, on every device, without blocking
     * the account; audited with how many ended. Ending none (already signed out everywhere) is audited too.
     */
    async endSessions(sub: string, actor: StaffMember): Promise<StudioFan> {
      const fan = await account({ sub });
      await db.transaction().execute(async (trx) => {
        const ended = await endAllSessions(trx, sub, now());
        await recordAudit(trx, {
          actor,
          action: 'fan.sessions.end',
          entity: 'fan',
          entityId: sub,
          before: { email: fan.email, openSessions: ended },
          after: { email: fan.email, openSessions: 0 },
          at: now().toISOString(),
        });
      });
      return view(await account({ sub }));
    },

    async setBypass(sub: string, bypassed: boolean, actor: StaffMember): Promise<StudioFan> {
      return change(sub, actor, bypassed ? 'fan.bypass.on' : 'fan.bypass.off', { bypassed: bypassed ? 1 : 0 });
    },

    /** A complimentary pass taken back: its grants end now (revoked_at), its code is disabled; audited. */
    async revokeComp(sub: string, code: string, actor: StaffMember): Promise<StudioFan> {
      const fan = await account({ sub });
      const at = now().toISOString();
      await db.transaction().execute(async (trx) => {
        const grants = await trx
          .selectFrom('entitlement_grant')
          .selectAll()
          .where('user_id', '=', sub)
          .where('source', '=', 'voucher')
          .where('source_id', '=', code)
          .execute();
        if (!code.startsWith('COMP-') || grants.length === 0) throw new HttpError(404, compNotFoundMessage, { code: 'compNotFound' });
        const live = grants.filter((grant) => grant.revoked_at === null);
        if (live.length === 0) return;
        await revokeVoucherGrants(trx, live.map((grant) => grant.id), code, at);
        await recordAudit(trx, {
          actor,
          action: 'fan.comp.revoke',
          entity: 'fan',
          entityId: sub,
          before: { email: fan.email, voucher: code, entitlements: live.map((grant) => grant.entitlement), revokedAt: null },
          after: { email: fan.email, voucher: code, entitlements: live.map((grant) => grant.entitlement), revokedAt: at },
          at,
        });
      });
      return view(await account({ sub }));
    },

    /** A package's price option for `days` from now, as a single-use voucher redeemed for the fan. */
    async grantComp(sub: string, body: StudioCompPassBody, actor: StaffMember): Promise<StudioFan> {
      const fan = await account({ sub });
      const { pkg, price } = await grantedPrice(packages, body.packageId, body.priceId);
      const at = now().toISOString();
      const validUntil = new Date(now().getTime() + body.days * 86_400_000).toISOString();
      await db.transaction().execute(async (trx) => {
        for (let attempt = 0; attempt < 5; attempt += 1) {
          const code = generateVoucherCode('COMP');
          const voucher = {
            code,
            package_id: pkg.id,
            price_id: price.id,
            description: `Complimentary pass for ${fan.email}`,
            max_redemptions: 1,
            redemption_count: 1,
            redeemable_until: at,
            access_days: body.days,
            created_at: at,
            created_by: actor.email,
            disabled_at: null,
            version: 1,
          };
          if (!(await insertVoucher(trx, voucher))) continue;
          await recordRedemption(trx, { code, userId: sub, at });
          for (const entitlement of price.accessData.entitlements) {
            await payments.upsertGrant(trx, { userId: sub, entitlement, source: 'voucher', sourceId: code, validFrom: at, validUntil, revokedAt: null }, at);
          }
          await recordAudit(trx, {
            actor,
            action: 'fan.comp',
            entity: 'fan',
            entityId: sub,
            before: null,
            after: { email: fan.email, package: pkg.attributes.title, priceId: price.id, entitlements: price.accessData.entitlements, validUntil, voucher: code },
            at,
          });
          return;
        }
        throw new Error('five generated pass codes in a row were taken');
      });
      return view(fan);
    },
  };
}
export type StudioFans = ReturnType<typeof createStudioFans>;
