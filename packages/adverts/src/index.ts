// Pure rules (no React): cookies, consent, child mode, promos, site lock, placement, footer adverts, tracking.
export { commercialCookieFlags, cookieNames, consentMaxAgeMs, childModeMaxAgeMs, promosSeenExpires, serialiseCookie, siteEntryMaxAgeMs } from './cookies/cookies';
export type { CookieJar, CookieLifetime } from './cookies/cookies';
export { acceptAllCookies, onlyEssentialCookies, readConsent } from './consent/consent';
export type { ConsentChoice, ConsentState } from './consent/consent';
export { childFriendlyItems, childModeAllows, childModeCookie, readChildMode } from './childMode/childMode';
export { promoToShow, readSeenPromos, seenPromosCookie } from './promo/promoSeen';
export { isQuietPath, promotionShownCookie, promotionShownThisVisit } from './promo/promotionRules';
export { isSiteLocked, passwordMatches, siteEntryCookie } from './siteLock/siteLock';
export type { SiteLockSetting } from './siteLock/siteLock';
export { sha256Hex } from './siteLock/sha256';
export { advertIndex, withAdvert } from './placement/placement';
export type { AdvertPosition, WithAdvert } from './placement/placement';
export { fillFooterSlots, footerSlots, fromSlotAdvert, fromSlotServiceAdvert, imageForSize, shownFooterAdverts } from './footer/footerAdverts';
export type { AdvertRules, FooterAdvertSource, FooterSlotID, ShownAdvert } from './footer/footerAdverts';
export { createTracker, footerTrackingDelayMs, randomTrackingId, trackingPayload } from './tracking/tracker';
export type { TrackedAdvert, Tracker, TrackerOptions, TrackingEnvironment, TrackingIdentity } from './tracking/tracker';
export { readPreferences } from './preferences';
export type { CommercialPreferences } from './preferences';
export { loadCommercialLayout } from './loadCommercialLayout';
export type { CommercialLayoutData } from './loadCommercialLayout';

// Page state.
export { advertRulesAtom, cookieNoticeOpenAtom, markPromoSeenAtom, recordConsentAtom, seenPromoIDsReadAtom } from './commercial.atoms';

// React.
export { CommercialProvider, useCommercial } from './react/CommercialContext';
export type { CommercialApi, CommercialProviderProps } from './react/CommercialContext';
export { CookieNotice } from './react/CookieNotice';
export type { CookieNoticeProps } from './react/CookieNotice';
export { ChildFriendlySwitch } from './react/ChildFriendlySwitch';
export type { ChildFriendlySwitchProps } from './react/ChildFriendlySwitch';
export { FooterAdverts } from './react/FooterAdverts';
export type { FooterAdvertsProps } from './react/FooterAdverts';
export { PageAdvert } from './react/PageAdvert';
export type { PageAdvertProps } from './react/PageAdvert';
export { FooterSponsors } from './react/FooterSponsors';
export { HeaderSponsors } from './react/Sponsors';
export { SectionSponsors } from './react/SectionSponsors';
export type { SectionSponsorsProps } from './react/SectionSponsors';
export type { FooterSponsorsProps } from './react/FooterSponsors';
export type { HeaderSponsorsProps } from './react/Sponsors';
export { PromoOverlayHost } from './react/PromoOverlayHost';
export { answerConsentForm, consentChoices, cookieConsentPath } from './consent/consentForm';
export { commercialQueries } from './commercial.queries';
export { SiteLockScreen } from './react/SiteLockScreen';
export type { SiteLockScreenProps } from './react/SiteLockScreen';
