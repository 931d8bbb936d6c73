// The public surface of @club/packages-widget (STYLE.md: named exports only). The checkout itself
// (checkout/startCheckout.ts) is not exported: it is imported on demand when a fan buys.
export { PackagesProvider, usePackagesContext } from './PackagesProvider/PackagesProvider';
export type { PackagesContextValue, PackagesProviderProps } from './PackagesProvider/PackagesProvider';
export { PackageCard, packageCardFaces, packageCardMinHeight, packageCardStyle, packageCardStyles } from './PackageCard/PackageCard';
export type { PackageCardFace, PackageCardProps, PackageCardStyle } from './PackageCard/PackageCard';
export { PackagesWidget, packagesWidgetTabs } from './PackagesWidget/PackagesWidget';
export type { PackagesWidgetProps, PackagesWidgetTab } from './PackagesWidget/PackagesWidget';
export { PackagesPage, noPackagesText, packagesPageLayouts, packagesPageMaxTabs } from './PackagesPage/PackagesPage';
export type { PackagesPageLayout, PackagesPageProps, PackagesPageTab } from './PackagesPage/PackagesPage';
export { PackagesOverlay } from './PackagesOverlay/PackagesOverlay';
export type { PackagesOverlayProps } from './PackagesOverlay/PackagesOverlay';
export { UpgradePromo, upgradePromoTexts } from './UpgradePromo/UpgradePromo';
export type { UpgradePromoProps } from './UpgradePromo/UpgradePromo';
export { VoucherOverlay, voucherMessages, voucherThemes } from './VoucherOverlay/VoucherOverlay';
export type { VoucherOverlayProps, VoucherTheme } from './VoucherOverlay/VoucherOverlay';
export { SitePackages, SitePackagesProvider } from './SitePackages/SitePackages';
export type { SitePackagesApi, SitePackagesProps, SitePackagesProviderProps } from './SitePackages/SitePackages';
export { PaymentCancelled, PaymentSuccess, entitlementPollMs, entitlementPollTries } from './PaymentResult/PaymentResult';
export type { PaymentCancelledProps, PaymentSuccessProps } from './PaymentResult/PaymentResult';
export { loadPurchase, usePurchase, validatePaymentSearch } from './PaymentResult/paymentPages';
export type { PaymentSearch } from './PaymentResult/paymentPages';
export { loadPackageList, packagesQueries } from './packages.queries';
export type { RefreshEntitlements } from './packages.queries';
export { buyLabel, checkoutUnavailableMessage, loggedOutHint, manageLabel, packageKind, packageKinds, priceText } from './priceLabel';
export type { PackageKind } from './priceLabel';
export { checkoutRequest } from './checkout/checkoutRequest';
export { defaultPackagesWidgetData, loggedOutUser, widgetStyles } from './types';
export type { PackagesApi, PackagesLoginState, PackagesUser, PackagesWidgetData, WidgetStyle } from './types';
