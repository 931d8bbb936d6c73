import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box';
import { Inline } from '../Inline/Inline';
import { ProfileButton, profileButtonStates } from './ProfileButton';

const meta = {
  title: 'Site/ProfileButton',
  component: ProfileButton,
  args: { state: 'loggedOut', onClick: () => {} },
  argTypes: { state: { control: 'inline-radio', options: profileButtonStates } },
  // It lives in the dark header.
  decorators: [
    (Story) => (
      <Box background="surfaceInverse" padding="medium">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ProfileButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <Inline space="medium">
      {profileButtonStates.map((state) => (
        <ProfileButton key={state} {...args} state={state} />
      ))}
    </Inline>
  ),
};
