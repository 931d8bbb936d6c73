import type { Meta, StoryObj } from '@storybook/react-vite';
import { landmarkRulesOff } from '../private/storyA11y';
import { Stack } from '../Stack/Stack';
import { AdvertSlot } from '../AdvertSlot/AdvertSlot';
import { ContactLinks } from '../ContactLinks/ContactLinks';
import { SocialLinks } from '../SocialLinks/SocialLinks';
import { SponsorRows } from '../SponsorRows/SponsorRows';
import { clubContact, footerColumns, legalLinks, socialLinks, sponsorRows, storyAdvert } from '../private/fixtures';
import { SiteFooter } from './SiteFooter';

const meta = {
  title: 'Site/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  args: {
    clubName: 'Brackwater Blues FC',
    columns: footerColumns,
    legalLinks,
    copyright: '© 2025 Brackwater Blues Football Club Ltd. All rights reserved.',
    builtOn: 'Built on the Club Platform',
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const pieces = {
  adverts: (
    <>
      <AdvertSlot size="mpu" advert={storyAdvert} />
      <AdvertSlot size="banner" advert={null} />
    </>
  ),
  sponsors: <SponsorRows rows={sponsorRows} />,
  social: <SocialLinks links={[...socialLinks]} />,
  contact: <ContactLinks {...clubContact} />,
};

/** Every slot filled, as the club site's default layout renders it. */
export const WithPieces: Story = { args: pieces };

export const AllStates: Story = {
  name: 'All states',
  // Several instances side by side repeat landmarks a real page has once; each alone passes.
  parameters: { a11y: { config: { rules: landmarkRulesOff } } },
  render: (args) => (
    <Stack space="large">
      {[1, 2, 3, 4].map((count) => (
        <SiteFooter key={count} {...args} columns={footerColumns.slice(0, count)} />
      ))}
      <SiteFooter clubName={args.clubName} columns={[]} copyright={args.copyright} />
      <SiteFooter {...args} {...pieces} />
    </Stack>
  ),
};
