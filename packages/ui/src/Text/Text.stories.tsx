import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box';
import { Stack } from '../Stack/Stack';
import { Text, textSizes, textTags, textTones, textWeights } from './Text';

const meta = {
  title: 'Typography/Text',
  component: Text,
  args: {
    size: 'standard',
    tone: 'default',
    weight: 'regular',
    as: 'p',
    children: 'The Blues returned to The Quayside on Saturday for the first home game of the 2025/26 season.',
  },
  argTypes: {
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'inline-radio', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
    as: { control: 'inline-radio', options: textTags },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <Stack space="medium">
      {textSizes.map((size) => (
        <Text key={size} size={size}>{`size="${size}": Kick-off 3pm, gates open at 1:30pm.`}</Text>
      ))}
      {textWeights.map((weight) => (
        <Text key={weight} weight={weight}>{`weight="${weight}"`}</Text>
      ))}
      <Text tone="muted">tone="muted": 12 Aug 2025</Text>
      <Text tone="critical">tone="critical": New Password does not match</Text>
      <Box background="surfaceInverse" padding="medium">
        <Text tone="inverse">tone="inverse" on the dark chrome</Text>
        <Text tone="muted">tone="muted" on the dark chrome</Text>
      </Box>
      <Text>
        A sentence with <Text as="span" weight="strong">a span inside</Text> it.
      </Text>
    </Stack>
  ),
};
