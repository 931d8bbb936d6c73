import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack/Stack';
import { PasswordField, passwordAutoCompletes } from './PasswordField';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Password', name: 'password', autoComplete: 'current-password' },
  argTypes: { autoComplete: { control: 'inline-radio', options: passwordAutoCompletes } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LogIn: Story = {};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <Stack space="large">
      <PasswordField label="Password" name="password" autoComplete="current-password" defaultValue="correct horse" />
      <PasswordField label="New password" name="newPassword" autoComplete="new-password" hint="At least 8 characters, with a number" required />
      <PasswordField label="Confirm new password" name="confirm" autoComplete="new-password" defaultValue="nope" error="New Password does not match" />
      <PasswordField label="Password (disabled)" name="disabled" autoComplete="current-password" disabled />
    </Stack>
  ),
};
