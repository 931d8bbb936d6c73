import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box';
import { Text } from '../Text/Text';
import { Stack, stackAlignments } from './Stack';

const Item = ({ children }: { children: string }) => (
  <Box padding="small" background="surfaceRaised" borderRadius="small">
    <Text>{children}</Text>
  </Box>
);

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: {
    space: 'medium',
    align: 'stretch',
    children: [<Item key="1">First</Item>, <Item key="2">Second</Item>, <Item key="3">Third</Item>],
  },
  argTypes: { align: { control: 'inline-radio', options: stackAlignments } },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <Stack space="xlarge">
      {stackAlignments.map((align) => (
        <Stack key={align} space="xsmall" align={align}>
          <Item>{`align="${align}"`}</Item>
          <Item>second</Item>
        </Stack>
      ))}
      <Stack as="ul" space={{ base: 'xsmall', 760: 'large' }}>
        <Item>As a list, with responsive space</Item>
        <Item>Each child wrapped in an li</Item>
      </Stack>
    </Stack>
  ),
};
