import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box';
import { Stack } from '../Stack/Stack';
import { clubContact } from '../private/fixtures';
import { ContactLinks } from './ContactLinks';

const meta = {
  title: 'Site/ContactLinks',
  component: ContactLinks,
  args: clubContact,
  decorators: [
    (Story) => (
      <Box background="surfaceInverse" padding="large">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ContactLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <Stack space="large">
      <ContactLinks {...clubContact} />
      <ContactLinks phone={clubContact.phone} />
      <ContactLinks email={clubContact.email} address={clubContact.address} />
    </Stack>
  ),
};
