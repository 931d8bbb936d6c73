/**
 * SPEC 4 'Video lock', pure. Both sites and the platform's session check use it, so a fan never sees
 * 'Watch Now' on an item the platform would refuse, or a padlock on one it would play.
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

/**
 * SPEC 3 'Entitlement defaults' of the live-upgrade block: the entitlement that only asks for a login,
 * the upgrade entitlement (none) and the display override that shows an item as free.
 */
export const entitlementDefaults = {
  requireLoginEntitlement: loggedInEntitlement,
  requireUpgradeEntitlement: '',
  entitlementDisplayOverride: freeEntitlement,
} as const;

/** SPEC 4: what a locked item says. */
export const lockMessage = 'You must have a pass to watch this content';

export interface VideoLockInput {
  /** The item's `metaData.SysEntryEntitlements`. */
  itemEntitlements: readonly string[];
  loggedIn: boolean;
  /** The user's entitlements; null before they are known (treated as none). */
  userEntitlements: readonly string[] | null;
  lockEmptyEntitlements?: boolean;
}

export function isVideoLocked(input: VideoLockInput): boolean {
  return videoLockReason(input) !== 'unlocked';
}

/** Why an item is locked, so a site can choose between the log-in prompt and the upgrade promo. */
export const videoLockReasons = ['unlocked', 'requireLogin', 'requirePremium'] as const;
export type VideoLockReason = (typeof videoLockReasons)[number];

export function videoLockReason({
  itemEntitlements,
  loggedIn,
  userEntitlements,
  lockEmptyEntitlements = lockEmptyEntitlementsDefault,
}: VideoLockInput): VideoLockReason {
  if (itemEntitlements.includes(freeEntitlement)) return 'unlocked';
  if (!loggedIn) return 'requireLogin';
  if (itemEntitlements.includes(loggedInEntitlement)) return 'unlocked';
  // An empty list names no package to sell, but the setting may still keep it for holders of any pass.
  if (itemEntitlements.length === 0) return lockEmptyEntitlements ? 'requirePremium' : 'unlocked';
  const held = new Set(userEntitlements ?? []);
  return itemEntitlements.some((entitlement) => held.has(entitlement)) ? 'unlocked' : 'requirePremium';
}
