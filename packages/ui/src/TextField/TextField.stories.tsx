import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack/Stack';
import { TextField, textFieldTypes } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Email address', name: 'email', type: 'email', autoComplete: 'email' },
  argTypes: { type: { control: 'inline-radio', options: textFieldTypes } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Email: Story = {};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <Stack space="large">
      <TextField label="First name" name="firstName" autoComplete="given-name" />
      <TextField label="Voucher code" name="code" hint="12 letters and numbers, from your email" placeholder="ABCD-1234-EFGH" />
      <TextField label="Email address" name="email" type="email" required defaultValue="fan@example" error="Enter an email address like name@example.com" />
      <TextField label="Account id" name="accountId" disabled defaultValue="BB-000123" />
    </Stack>
  ),
};
