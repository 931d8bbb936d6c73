import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box';
import { Stack } from '../Stack/Stack';
import { sponsorRows } from '../private/fixtures';
import { SponsorRows, sponsorRowSizes } from './SponsorRows';

const meta = {
  title: 'Site/SponsorRows',
  component: SponsorRows,
  args: { rows: sponsorRows },
  decorators: [
    (Story) => (
      <Box background="surfaceInverse" padding="large">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof SponsorRows>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <Stack space="xxlarge">
      {sponsorRowSizes.map((size) => (
        <SponsorRows key={size} label={`${size} row`} rows={[{ title: `${size} logos`, size, sponsors: sponsorRows[1]?.sponsors ?? [] }]} />
      ))}
      <SponsorRows rows={sponsorRows} />
    </Stack>
  ),
};
