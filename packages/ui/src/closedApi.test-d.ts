import { describe, expectTypeOf, it } from 'vitest';
import type {
  CarouselProps,
  GlobalNavProps,
  SponsorLogosProps,
  SearchButtonProps,
  BurgerButtonProps,
  ProfileButtonProps,
  SponsorRowsProps,
  FooterMenuProps,
  SocialLinksProps,
  ContactLinksProps,
  AdvertSlotProps,
  PromoOverlayProps,
  SiteLockProps,
  ArticleCardProps,
  CategoryCardProps,
  CheckboxProps,
  CookiePopupProps,
  EmptyStateProps,
  EndCardProps,
  LoaderProps,
  ProgressBarProps,
  ErrorNotificationProps,
  ToastProps,
  MatchCardProps,
  PlayerCardProps,
  VideoCardProps,
  BoxProps,
  ButtonProps,
  ContainerProps,
  HeadingProps,
  IconButtonProps,
  ImageProps,
  InlineProps,
  ModalProps,
  PaginationProps,
  PasswordFieldProps,
  RichTextProps,
  SelectProps,
  SidePanelProps,
  SlideInPanelProps,
  StackProps,
  TabsProps,
  TextFieldProps,
  TextLinkProps,
  TextProps,
} from './index';

// STYLE.md: design-system components are closed. A one-off look becomes a variant, never a class.
describe('closed component APIs', () => {
  it('should not accept className or style', () => {
    expectTypeOf<BoxProps>().not.toHaveProperty('className');
    expectTypeOf<CarouselProps>().not.toHaveProperty('className');
    expectTypeOf<CarouselProps>().not.toHaveProperty('style');
    expectTypeOf<GlobalNavProps>().not.toHaveProperty('className');
    expectTypeOf<GlobalNavProps>().not.toHaveProperty('style');
    expectTypeOf<SponsorLogosProps>().not.toHaveProperty('className');
    expectTypeOf<SponsorLogosProps>().not.toHaveProperty('style');
    expectTypeOf<SearchButtonProps>().not.toHaveProperty('className');
    expectTypeOf<SearchButtonProps>().not.toHaveProperty('style');
    expectTypeOf<BurgerButtonProps>().not.toHaveProperty('className');
    expectTypeOf<BurgerButtonProps>().not.toHaveProperty('style');
    expectTypeOf<ProfileButtonProps>().not.toHaveProperty('className');
    expectTypeOf<ProfileButtonProps>().not.toHaveProperty('style');
    expectTypeOf<SponsorRowsProps>().not.toHaveProperty('className');
    expectTypeOf<SponsorRowsProps>().not.toHaveProperty('style');
    expectTypeOf<FooterMenuProps>().not.toHaveProperty('className');
    expectTypeOf<FooterMenuProps>().not.toHaveProperty('style');
    expectTypeOf<SocialLinksProps>().not.toHaveProperty('className');
    expectTypeOf<SocialLinksProps>().not.toHaveProperty('style');
    expectTypeOf<ContactLinksProps>().not.toHaveProperty('className');
    expectTypeOf<ContactLinksProps>().not.toHaveProperty('style');
    expectTypeOf<AdvertSlotProps>().not.toHaveProperty('className');
    expectTypeOf<AdvertSlotProps>().not.toHaveProperty('style');
    expectTypeOf<PromoOverlayProps>().not.toHaveProperty('className');
    expectTypeOf<PromoOverlayProps>().not.toHaveProperty('style');
    expectTypeOf<SiteLockProps>().not.toHaveProperty('className');
    expectTypeOf<SiteLockProps>().not.toHaveProperty('style');
    expectTypeOf<BoxProps>().not.toHaveProperty('style');
    expectTypeOf<StackProps>().not.toHaveProperty('className');
    expectTypeOf<InlineProps>().not.toHaveProperty('className');
    expectTypeOf<ContainerProps>().not.toHaveProperty('className');
    expectTypeOf<HeadingProps>().not.toHaveProperty('className');
    expectTypeOf<TextProps>().not.toHaveProperty('className');
    expectTypeOf<TextLinkProps>().not.toHaveProperty('className');
    expectTypeOf<ButtonProps>().not.toHaveProperty('className');
    expectTypeOf<ButtonProps>().not.toHaveProperty('style');
    expectTypeOf<IconButtonProps>().not.toHaveProperty('className');
    expectTypeOf<ModalProps>().not.toHaveProperty('className');
    expectTypeOf<SidePanelProps>().not.toHaveProperty('className');
    expectTypeOf<SlideInPanelProps>().not.toHaveProperty('className');
    expectTypeOf<TabsProps>().not.toHaveProperty('className');
    expectTypeOf<PaginationProps>().not.toHaveProperty('className');
    expectTypeOf<ImageProps>().not.toHaveProperty('className');
    expectTypeOf<ImageProps>().not.toHaveProperty('style');
    expectTypeOf<RichTextProps>().not.toHaveProperty('className');
    expectTypeOf<ArticleCardProps>().not.toHaveProperty('className');
    expectTypeOf<CategoryCardProps>().not.toHaveProperty('className');
    expectTypeOf<EndCardProps>().not.toHaveProperty('className');
    expectTypeOf<VideoCardProps>().not.toHaveProperty('className');
    expectTypeOf<MatchCardProps>().not.toHaveProperty('className');
    expectTypeOf<PlayerCardProps>().not.toHaveProperty('className');
    expectTypeOf<ToastProps>().not.toHaveProperty('className');
    expectTypeOf<ErrorNotificationProps>().not.toHaveProperty('className');
    expectTypeOf<CookiePopupProps>().not.toHaveProperty('className');
    expectTypeOf<LoaderProps>().not.toHaveProperty('className');
    expectTypeOf<EmptyStateProps>().not.toHaveProperty('className');
    expectTypeOf<ProgressBarProps>().not.toHaveProperty('className');
    expectTypeOf<TextFieldProps>().not.toHaveProperty('className');
    expectTypeOf<PasswordFieldProps>().not.toHaveProperty('className');
    expectTypeOf<CheckboxProps>().not.toHaveProperty('className');
    expectTypeOf<SelectProps>().not.toHaveProperty('className');
  });

  it('should reject a className passed to a Button', () => {
    // @ts-expect-error: no escape hatch.
    const props: ButtonProps = { children: 'Buy Tickets', className: 'red' };
    expectTypeOf(props).toEqualTypeOf<ButtonProps>();
  });

  it('should only take the six SPEC button variants', () => {
    expectTypeOf<NonNullable<ButtonProps['variant']>>().toEqualTypeOf<
      'primary-dark' | 'primary-light' | 'ghost-dark' | 'ghost-light' | 'label-dark' | 'label-light'
    >();
  });

  it('should not let a link-button be disabled', () => {
    // @ts-expect-error: a link cannot be disabled; render a <button> instead.
    const props: ButtonProps = { children: 'Match Centre', href: '/match', disabled: true };
    expectTypeOf(props).toEqualTypeOf<ButtonProps>();
  });

  it('should require alt on an Image', () => {
    // @ts-expect-error: say what it shows, or '' for decoration; never nothing.
    const props: ImageProps = { imageKey: 'news/a.jpg', ratio: '16:9' };
    expectTypeOf(props).toEqualTypeOf<ImageProps>();
  });

  it('should require a CategoryCard without a title to name its image', () => {
    // @ts-expect-error: the link would have no accessible name.
    const props: CategoryCardProps = { href: '/videos', imageKey: 'menu/club-tv.jpg' };
    expectTypeOf(props).toEqualTypeOf<CategoryCardProps>();
  });

  it('should make a PasswordField say whether it is a current or a new password', () => {
    // @ts-expect-error: password managers need autoComplete to fill or generate.
    const props: PasswordFieldProps = { label: 'Password', name: 'password' };
    expectTypeOf(props).toEqualTypeOf<PasswordFieldProps>();
  });

  it('should require a label on an IconButton', () => {
    // @ts-expect-error: an icon alone has no accessible name.
    const props: IconButtonProps = { icon: 'Search' };
    expectTypeOf(props).toEqualTypeOf<IconButtonProps>();
  });
});
