import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { horizontalAlignments, verticalAlignments } from '../styles/alignment';
import { Inline } from './Inline';

const buttons = ['Buy Tickets', 'Match Centre', 'Highlights', 'Watch Live', 'Listen Live', 'Get a Pass'];

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: {
    space: 'small',
    align: 'left',
    wrap: true,
    children: buttons.map((label) => (
      <Button key={label} variant="ghost-dark" size="small">
        {label}
      </Button>
    )),
  },
  argTypes: {
    align: { control: 'inline-radio', options: horizontalAlignments },
    alignY: { control: 'inline-radio', options: verticalAlignments },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <Stack space="xlarge">
      {horizontalAlignments.map((align) => (
        <Inline key={align} space="small" align={align}>
          {buttons.slice(0, 3).map((label) => (
            <Button key={label} size="small">
              {label}
            </Button>
          ))}
        </Inline>
      ))}
      <Inline space="small" wrap={false}>
        {buttons.map((label) => (
          <Button key={label} variant="ghost-dark" size="small">
            {`No wrap: ${label}`}
          </Button>
        ))}
      </Inline>
      <Inline as="ul" space={{ base: 'xsmall', 1024: 'large' }} alignY="bottom">
        <Button icon="Play">Tall</Button>
        <Button size="small">Bottom aligned</Button>
      </Inline>
    </Stack>
  ),
};
