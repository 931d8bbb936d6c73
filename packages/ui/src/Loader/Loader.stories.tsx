import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack/Stack';
import { Loader, labelVisibilities, loaderSizes } from './Loader';

const meta = {
  title: 'Feedback/Loader',
  component: Loader,
  args: { label: 'Loading', size: 'standard', labelVisibility: 'hidden' },
  argTypes: {
    size: { control: 'inline-radio', options: loaderSizes },
    labelVisibility: { control: 'inline-radio', options: labelVisibilities },
  },
} satisfies Meta<typeof Loader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <Stack space="xlarge">
      {loaderSizes.map((size) => (
        <Loader key={size} size={size} label={`Loading (${size})`} labelVisibility="visible" />
      ))}
      <Loader label="Loading, label hidden" />
    </Stack>
  ),
};
