import type { Meta, StoryObj } from '@storybook/react-vite';
import { landmarkRulesOff } from '../private/storyA11y';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { Stack } from '../Stack/Stack';
import { BurgerButton } from '../BurgerButton/BurgerButton';
import { GlobalNav } from '../GlobalNav/GlobalNav';
import { ProfileButton, profileButtonStates } from '../ProfileButton/ProfileButton';
import { SearchButton } from '../SearchButton/SearchButton';
import { SponsorLogos } from '../SponsorLogos/SponsorLogos';
import { globalNavItems, headerSponsors, primaryNav, secondaryNav } from '../private/fixtures';
import { SiteHeader, headerAppearances } from './SiteHeader';

const actions = (
  <>
    <IconButton label="Search" icon="Search" variant="label-light" />
    <Button variant="primary-light" size="small" icon="Account">
      Log In
    </Button>
    <IconButton label="Menu" icon="Burger" variant="label-light" aria-expanded={false} />
  </>
);

const meta = {
  title: 'Site/SiteHeader',
  component: SiteHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    logoHref: '/',
    clubName: 'Brackwater Blues FC',
    primaryNav,
    secondaryNav,
    actions,
    currentPath: '/news',
    appearance: 'transparent-dark',
  },
  argTypes: { appearance: { control: 'inline-radio', options: headerAppearances } },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Solid: Story = { args: { appearance: 'solid', currentPath: '/club/women/fixtures' } };

/** Narrow screens: the primary nav scrolls sideways instead of wrapping. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  render: (args) => (
    <div style={{ maxWidth: 375 }}>
      <SiteHeader {...args} />
    </div>
  ),
};

const pieces = {
  globalNav: <GlobalNav items={globalNavItems} />,
  sponsors: <SponsorLogos sponsors={headerSponsors} />,
  search: <SearchButton onClick={() => {}} />,
  profile: <ProfileButton state="loggedOut" onClick={() => {}} />,
  burger: <BurgerButton expanded={false} controls="main-menu" onClick={() => {}} />,
};

/** The header pieces in their slots, as the club site's default layout renders them. */
export const WithPieces: Story = { args: { ...pieces, actions: undefined } };

export const AllStates: Story = {
  name: 'All states',
  // Several instances side by side repeat landmarks a real page has once; each alone passes.
  parameters: { a11y: { config: { rules: landmarkRulesOff } } },
  render: (args) => (
    <Stack space="large">
      {headerAppearances.map((appearance) => (
        <SiteHeader key={appearance} {...args} appearance={appearance} />
      ))}
      <SiteHeader logoHref="/" clubName="Brackwater Blues FC" primaryNav={primaryNav} />
      <SiteHeader {...args} currentPath="/teams/first-team" />
      {profileButtonStates.map((state) => (
        <SiteHeader
          key={state}
          {...args}
          {...pieces}
          actions={undefined}
          profile={<ProfileButton state={state} onClick={() => {}} />}
        />
      ))}
    </Stack>
  ),
};
