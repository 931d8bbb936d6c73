import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '../Text/Text';
import { Box, boxTags } from './Box';

const meta = {
  title: 'Layout/Box',
  component: Box,
  args: { as: 'div', padding: 'large', background: 'surfaceRaised', borderRadius: 'standard', children: 'A box' },
  argTypes: { as: { control: 'select', options: boxTags } },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Responsive: Story = {
  args: {
    display: 'flex',
    flexDirection: { base: 'column', 760: 'row' },
    gap: { base: 'small', 760: 'xlarge' },
    padding: { base: 'small', 1024: 'xlarge' },
    children: (
      <>
        <Text>Stacked on phones,</Text>
        <Text>side by side from 760px.</Text>
      </>
    ),
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <Box display="flex" flexDirection="column" gap="medium">
      {(['surface', 'surfaceRaised', 'surfaceInverse', 'brand'] as const).map((background) => (
        <Box key={background} background={background} padding="large" borderRadius="standard" boxShadow="small">
          <Text weight="strong">{`background="${background}"`}</Text>
          <Text tone="muted">Text inside picks the matching colours.</Text>
        </Box>
      ))}
      <Box as="ul" display="flex" gap="small">
        <Box as="li" padding="small" background="surfaceRaised">
          as=ul / li
        </Box>
        <Box as="li" padding="small" background="surfaceRaised">
          without bullets
        </Box>
      </Box>
    </Box>
  ),
};
