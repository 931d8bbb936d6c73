import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box';
import { crestSizes } from '../Crest/Crest';
import { Logo } from './Logo';

const meta = {
  title: 'Brand/Logo',
  component: Logo,
  args: { href: '/', clubName: 'Brackwater Blues FC', size: 'standard' },
  argTypes: { size: { control: 'inline-radio', options: crestSizes } },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <Box display="grid" gap="large">
      <Logo href="/" />
      <Logo />
      <Box background="surfaceInverse" padding="large">
        <Logo href="/" size="large" />
      </Box>
    </Box>
  ),
};
