import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Container, containerWidths } from './Container';

const meta = {
  title: 'Layout/Container',
  component: Container,
  parameters: { layout: 'fullscreen' },
  args: {
    width: 'default',
    children: (
      <Box background="surfaceRaised" padding="large">
        <Text>Content sits inside the page gutters, centred at the maximum width.</Text>
      </Box>
    ),
  },
  argTypes: { width: { control: 'inline-radio', options: containerWidths } },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <Stack space="large">
      {containerWidths.map((width) => (
        <Container key={width} width={width}>
          <Box background="surfaceRaised" padding="large">
            <Text>{`width="${width}"`}</Text>
          </Box>
        </Container>
      ))}
    </Stack>
  ),
};
