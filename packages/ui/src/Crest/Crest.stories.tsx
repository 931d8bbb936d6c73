import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box';
import { Crest, crestSizes } from './Crest';

const meta = {
  title: 'Brand/Crest',
  component: Crest,
  args: { title: 'Brackwater Blues FC', size: 'xlarge' },
  argTypes: { size: { control: 'inline-radio', options: crestSizes } },
} satisfies Meta<typeof Crest>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <Box display="flex" gap="large" alignItems="flex-end">
      {crestSizes.map((size) => (
        <Crest key={size} size={size} title={`Brackwater Blues FC (${size})`} />
      ))}
      <Box background="surfaceInverse" padding="medium">
        <Crest size="large" title="Brackwater Blues FC on the dark chrome" />
      </Box>
    </Box>
  ),
};
