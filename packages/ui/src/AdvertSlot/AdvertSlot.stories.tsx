import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack/Stack';
import { storyAdvert } from '../private/fixtures';
import { AdvertSlot } from './AdvertSlot';
import { advertSizes } from './advertSizes';

const meta = {
  title: 'Site/AdvertSlot',
  component: AdvertSlot,
  args: { size: 'mpu', advert: storyAdvert },
  argTypes: { size: { control: 'inline-radio', options: advertSizes } },
} satisfies Meta<typeof AdvertSlot>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Before the advert is known: the same box, so nothing below it moves when it arrives. */
export const Empty: Story = { args: { advert: null } };

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <Stack space="xlarge">
      {advertSizes.map((size) => (
        <AdvertSlot key={size} size={size} advert={storyAdvert} />
      ))}
      {advertSizes.map((size) => (
        <AdvertSlot key={`${size}-empty`} size={size} advert={null} />
      ))}
    </Stack>
  ),
};
