import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box';
import { Stack } from '../Stack/Stack';
import { socialLinks } from '../private/fixtures';
import { SocialLinks } from './SocialLinks';

const meta = {
  title: 'Site/SocialLinks',
  component: SocialLinks,
  args: { links: [...socialLinks] },
  decorators: [
    (Story) => (
      <Box background="surfaceInverse" padding="large">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof SocialLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <Stack space="large">
      <SocialLinks links={[...socialLinks]} />
      <SocialLinks links={socialLinks.slice(0, 2)} label="Follow Club TV" />
    </Stack>
  ),
};
