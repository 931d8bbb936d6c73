import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box';
import { Stack } from '../Stack/Stack';
import { footerColumns } from '../private/fixtures';
import { FooterMenu } from './FooterMenu';

const meta = {
  title: 'Site/FooterMenu',
  component: FooterMenu,
  args: { columns: footerColumns },
  decorators: [
    (Story) => (
      <Box background="surfaceInverse" padding="large">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof FooterMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <Stack space="xxlarge">
      {[1, 2, 3, 4].map((count) => (
        <FooterMenu key={count} columns={footerColumns.slice(0, count)} label={`Footer ${count}`} />
      ))}
    </Stack>
  ),
};
