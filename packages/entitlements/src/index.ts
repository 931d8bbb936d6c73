// The public surface of @club/entitlements: pure rules, no React, no zod (STYLE.md: named exports only).
export {
  entitlementDefaults,
  freeEntitlement,
  isVideoLocked,
  lockEmptyEntitlementsDefault,
  lockMessage,
  loggedInEntitlement,
  videoLockReason,
  videoLockReasons,
} from './lock';
export type { VideoLockInput, VideoLockReason } from './lock';
export {
  accessActions,
  accessOutcome,
  accessStatuses,
  blockReasons,
  isKnownAccessStatus,
} from './access';
export type { AccessAction, AccessOutcome, BlockReason, KnownAccessStatus } from './access';
export {
  isSessionCheckCode,
  sessionCheckCodeList,
  sessionCheckCodes,
  sessionCheckOutcome,
  sessionCheckReasons,
} from './sessionCheck';
export type { SessionCheckCode, SessionCheckContext, SessionCheckOutcome } from './sessionCheck';
export {
  accessMessageHtml,
  accessMessageText,
  accessMessageTexts,
  defaultSupportLinks,
  linkLabels,
} from './messages';
export type { AccessMessage, MessageLink, SupportLinks } from './messages';
export { ownsPackage, ownsPriceOption, packagesUnlocking, priceOptionsUnlocking } from './packages';
export type { PackageAccess, PriceOptionAccess } from './packages';
