import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box';
import { Stack } from '../Stack/Stack';
import { Heading, headingLevels, headingTags, headingTones } from './Heading';

const meta = {
  title: 'Typography/Heading',
  component: Heading,
  args: { level: 1, tone: 'default', children: 'Blues edge derby at The Quayside' },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    as: { control: 'select', options: [undefined, ...headingTags] },
    tone: { control: 'inline-radio', options: headingTones },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <Stack space="large">
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>{`Level ${level}: Brackwater Blues 2-1 Harbour Town`}</Heading>
      ))}
      <Heading level={3} tone="brand">
        Tone brand
      </Heading>
      <Heading level={4} as="span">
        Level 4 rendered as a span
      </Heading>
      <Box background="surfaceInverse" padding="large">
        <Stack space="small">
          <Heading level={2} tone="inverse">
            Tone inverse
          </Heading>
          <Heading level={3} tone="brand">
            Tone brand on the dark chrome
          </Heading>
        </Stack>
      </Box>
    </Stack>
  ),
};
