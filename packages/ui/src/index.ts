// The public surface of @club/ui. Every export is named here (STYLE.md: no `export *`).
// Themes are imported for their side effect: `import '@club/ui/themes/club'` (or /streamer).
// Other packages' .css.ts files use `@club/ui/css` for vars, sprinkles and breakpoints.

export { fontPreloads } from './themes/fontPreloads';
export { Box, boxTags } from './Box/Box';
export type { BoxProps, BoxTag } from './Box/Box';
export { Stack, stackAlignments } from './Stack/Stack';
export type { StackProps, StackAlignment } from './Stack/Stack';
export { Inline } from './Inline/Inline';
export type { InlineProps } from './Inline/Inline';
export { Container, containerWidths } from './Container/Container';
export type { ContainerProps, ContainerWidth } from './Container/Container';

export { Heading, headingLevels, headingTags, headingTones } from './Heading/Heading';
export type { HeadingProps, HeadingLevel, HeadingTag, HeadingTone } from './Heading/Heading';
export { Text, textSizes, textTones, textWeights, textTags } from './Text/Text';
export type { TextProps, TextSize, TextTone, TextWeight, TextTag } from './Text/Text';

export { LinkProvider, useLinkComponent, isInternalHref } from './LinkProvider/LinkProvider';
export type { LinkProviderProps, LinkComponent, LinkComponentProps } from './LinkProvider/LinkProvider';
export { TextLink, textLinkTones } from './TextLink/TextLink';
export type { TextLinkProps, TextLinkTone } from './TextLink/TextLink';
export { Button, buttonVariants, buttonSizes, iconAlignments } from './Button/Button';
export type { ButtonProps, ButtonVariant, ButtonSize, IconAlign } from './Button/Button';
export { IconButton } from './IconButton/IconButton';
export type { IconButtonProps } from './IconButton/IconButton';

export { Icon, iconSizes } from './Icon/Icon';
export type { IconProps, IconSize } from './Icon/Icon';
export { iconNames } from './Icon/iconNames';
export type { IconName } from './Icon/iconNames';

export { VisuallyHidden } from './VisuallyHidden/VisuallyHidden';
export type { VisuallyHiddenProps } from './VisuallyHidden/VisuallyHidden';
export { SkipLink } from './SkipLink/SkipLink';
export type { SkipLinkProps } from './SkipLink/SkipLink';

export { Crest, crestSizes } from './Crest/Crest';
export type { CrestProps, CrestSize } from './Crest/Crest';
export { Logo } from './Logo/Logo';
export type { LogoProps } from './Logo/Logo';

export type { NavLink } from './NavLink';
export { SiteHeader, headerAppearances } from './SiteHeader/SiteHeader';
export type { SiteHeaderProps, HeaderAppearance } from './SiteHeader/SiteHeader';
export { GlobalNav } from './GlobalNav/GlobalNav';
export type { GlobalNavProps } from './GlobalNav/GlobalNav';
export { SponsorLogos, headerSponsorLimit } from './SponsorLogos/SponsorLogos';
export type { SponsorLogosProps, Sponsor } from './SponsorLogos/SponsorLogos';
export { SearchButton } from './SearchButton/SearchButton';
export type { SearchButtonProps } from './SearchButton/SearchButton';
export { BurgerButton } from './BurgerButton/BurgerButton';
export type { BurgerButtonProps } from './BurgerButton/BurgerButton';
export { ProfileButton, profileButtonStates } from './ProfileButton/ProfileButton';
export type { ProfileButtonProps, ProfileButtonState } from './ProfileButton/ProfileButton';
export { SiteFooter } from './SiteFooter/SiteFooter';
export type { SiteFooterProps, FooterColumn } from './SiteFooter/SiteFooter';
export { FooterMenu } from './FooterMenu/FooterMenu';
export type { FooterMenuProps } from './FooterMenu/FooterMenu';
export { SponsorRows, sponsorRowSizes } from './SponsorRows/SponsorRows';
export type { SponsorRowsProps, SponsorRow, SponsorRowSize } from './SponsorRows/SponsorRows';
export { SocialLinks, socialNetworks } from './SocialLinks/SocialLinks';
export type { SocialLinksProps, SocialLink, SocialNetwork } from './SocialLinks/SocialLinks';
export { ContactLinks } from './ContactLinks/ContactLinks';
export type { ContactLinksProps } from './ContactLinks/ContactLinks';
export { AdvertSlot } from './AdvertSlot/AdvertSlot';
export type { AdvertSlotProps, Advert } from './AdvertSlot/AdvertSlot';
export { advertSizes, advertBox } from './AdvertSlot/advertSizes';
export type { AdvertSize } from './AdvertSlot/advertSizes';
export { ErrorPage, ErrorPageFailure } from './ErrorPage/ErrorPage';
export type { ErrorPageFailureProps, ErrorPageProps, ErrorView } from './ErrorPage/ErrorPage';
export { ErrorState, defaultErrorMessage } from './ErrorState/ErrorState';
export { SiteLock } from './SiteLock/SiteLock';
export type { ErrorStateProps } from './ErrorState/ErrorState';
export type { SiteLockProps } from './SiteLock/SiteLock';

export { Modal, modalSizes } from './Modal/Modal';
export type { ModalProps, ModalSize } from './Modal/Modal';
export { SidePanel } from './SidePanel/SidePanel';
export type { SidePanelProps } from './SidePanel/SidePanel';
export { SlideInPanel } from './SlideInPanel/SlideInPanel';
export type { SlideInPanelProps } from './SlideInPanel/SlideInPanel';
export { PromoOverlay, promoOverlaySizes } from './PromoOverlay/PromoOverlay';
export type { PromoOverlayProps, PromoOverlaySize, Promo } from './PromoOverlay/PromoOverlay';
export { titleVisibilities } from './private/Overlay';
// For an overlay's openers (onPointerEnter, onFocus): fetches the focus trap before the first opening.
export { preloadOverlay } from './private/focusTrapLoader';
// For a layout whose shared state locks the page without an overlay: counted with the overlays' locks.
export { lockScroll } from './private/scrollLock';
export type { TitleVisibility } from './private/Overlay';

// Formatting (pure, no React): SPEC 9's dates in Europe/London, durations, titles and prices.
export { clubTimeZone, dateFormats, formatDate, formatKickOff, formatMatchDate, toIsoDateTime } from './format/date';
export type { DateFormat, DateInput } from './format/date';
export { formatDuration } from './format/duration';
export { titleMaxLength, truncateTitle } from './format/truncate';
export { formatMonthlyPrice, formatPrice } from './format/price';

export { Tabs, tabsActivations, tabsWidths } from './Tabs/Tabs';
export type { TabsProps, TabItem, TabsActivation, TabsWidth } from './Tabs/Tabs';
export { Pagination } from './Pagination/Pagination';
export type { PaginationProps } from './Pagination/Pagination';
export { Carousel, carouselTypes, carouselAppearances } from './Carousel/Carousel';
export type { CarouselProps, CarouselType, CarouselAppearance } from './Carousel/Carousel';

export { Image } from './Image/Image';
export type { ImageProps } from './Image/Image';
export { imageUrl, imageSrcSet, imageFits, imageRatios, imageWidths, imageBasePath } from './Image/imageUrl';
export type { ImageFit, ImageRatio } from './Image/imageUrl';

export { preloadRichText, RichText } from './RichText/RichText';
export type { RichTextProps } from './RichText/RichText';
export { sanitizeHtml } from './RichText/sanitizeHtml';

export { cardHeadingTags } from './private/headingLevels';
export type { CardHeadingTag } from './private/headingLevels';
export { ArticleCard, articleCardRatios } from './ArticleCard/ArticleCard';
export type { ArticleCardProps, ArticleCardRatio } from './ArticleCard/ArticleCard';
export { CategoryCard } from './CategoryCard/CategoryCard';
export type { CategoryCardProps } from './CategoryCard/CategoryCard';
export { EndCard } from './EndCard/EndCard';
export type { EndCardProps } from './EndCard/EndCard';
export { VideoCard } from './VideoCard/VideoCard';
export type { VideoCardProps } from './VideoCard/VideoCard';
export { MatchCard } from './MatchCard/MatchCard';
export type { MatchCardProps, MatchTeam, MatchScore } from './MatchCard/MatchCard';
export { PlayerCard, playerCardSizes } from './PlayerCard/PlayerCard';
export type { PlayerCardProps, PlayerCardSize } from './PlayerCard/PlayerCard';

export { Toast, toastDurationMs } from './Toast/Toast';
export type { ToastProps } from './Toast/Toast';
export { ErrorNotification, errorNotificationSeconds } from './ErrorNotification/ErrorNotification';
export type { ErrorNotificationProps } from './ErrorNotification/ErrorNotification';
export { CookiePopup } from './CookiePopup/CookiePopup';
export { cookiesChosenAttribute } from './CookiePopup/cookiesChosen';
export type { CookiePopupProps } from './CookiePopup/CookiePopup';
export { Loader, loaderSizes, labelVisibilities } from './Loader/Loader';
export type { LoaderProps, LoaderSize, LabelVisibility } from './Loader/Loader';
export { EmptyState } from './EmptyState/EmptyState';
export type { EmptyStateProps, EmptyStateAction } from './EmptyState/EmptyState';
export { ProgressBar, progressStatuses, progressBarStates } from './ProgressBar/ProgressBar';
export type { ProgressBarProps, ProgressStatus, ProgressBarState } from './ProgressBar/ProgressBar';
export { progressThrottleMs, progressRunMs } from './ProgressBar/timings';

export { TextField, textFieldTypes } from './TextField/TextField';
export type { TextFieldProps, TextFieldType } from './TextField/TextField';
export { PasswordField, passwordAutoCompletes } from './PasswordField/PasswordField';
export type { PasswordFieldProps, PasswordAutoComplete } from './PasswordField/PasswordField';
export { Checkbox } from './Checkbox/Checkbox';
export type { CheckboxProps } from './Checkbox/Checkbox';
export { Select } from './Select/Select';
export type { SelectProps, SelectOption } from './Select/Select';
export type { FieldProps } from './private/Field';
