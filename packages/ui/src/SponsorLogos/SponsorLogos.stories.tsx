import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack/Stack';
import { headerSponsors } from '../private/fixtures';
import { SponsorLogos } from './SponsorLogos';

const meta = {
  title: 'Site/SponsorLogos',
  component: SponsorLogos,
  args: { sponsors: headerSponsors },
} satisfies Meta<typeof SponsorLogos>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <Stack space="large">
      <SponsorLogos {...args} />
      <SponsorLogos sponsors={headerSponsors.slice(0, 1)} />
    </Stack>
  ),
};
