import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack/Stack';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Keep me logged in', name: 'remember' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <Stack space="large">
      <Checkbox label="Keep me logged in" name="remember" />
      <Checkbox label="Send me club news" name="news" defaultChecked hint="About once a week. Unsubscribe any time." />
      <Checkbox label="I accept the terms and conditions" name="terms" required error="Accept the terms to continue" />
      <Checkbox label="Essential cookies" name="essential" disabled defaultChecked hint="Always on: the site needs them" />
      <Checkbox label="Analytics (disabled, off)" name="analytics" disabled />
    </Stack>
  ),
};
