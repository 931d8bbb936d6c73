import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box';
import { Inline } from '../Inline/Inline';
import { SearchButton } from './SearchButton';

const meta = {
  title: 'Site/SearchButton',
  component: SearchButton,
  args: { onClick: () => {} },
  decorators: [
    (Story) => (
      <Box background="surfaceInverse" padding="medium">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof SearchButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <Inline space="medium">
      <SearchButton {...args} expanded={false} />
      <SearchButton {...args} expanded />
    </Inline>
  ),
};
