/**
 * SPEC 4 'Video lock', pure. A later issue moves it to `packages/entitlements`.
 *
 * - '?' in the item's list: unlocked for everyone.
 * - Otherwise a logged-out visitor is locked (also for an empty list: the empty-list setting is only
 *   consulted for logged-in users, as SPEC 4 orders the rules).
 * - Logged in: '*' unlocks; an empty list follows `lockEmptyEntitlements` (SPEC default false, so
 *   unlocked); otherwise unlocked only when the user holds at least one listed entitlement.
 */
export const freeEntitlement = '?';
export const loggedInEntitlement = '*';
/** SPEC 4: the lockEmptyEntitlements setting is false. */
export const lockEmptyEntitlementsDefault = false;

export interface VideoLockInput {
  /** The item's `metaData.SysEntryEntitlements`. */
  itemEntitlements: readonly string[];
  loggedIn: boolean;
  /** The user's entitlements; null before they are known (treated as none). */
  userEntitlements: readonly string[] | null;
  lockEmptyEntitlements?: boolean;
}

export function isVideoLocked({
  itemEntitlements,
  loggedIn,
  userEntitlements,
  lockEmptyEntitlements = lockEmptyEntitlementsDefault,
}: VideoLockInput): boolean {
  if (itemEntitlements.includes(freeEntitlement)) return false;
  if (!loggedIn) return true;
  if (itemEntitlements.includes(loggedInEntitlement)) return false;
  if (itemEntitlements.length === 0) return lockEmptyEntitlements;
  const held = new Set(userEntitlements ?? []);
  return !itemEntitlements.some((entitlement) => held.has(entitlement));
}
