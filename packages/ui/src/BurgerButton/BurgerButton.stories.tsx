import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box';
import { Inline } from '../Inline/Inline';
import { BurgerButton } from './BurgerButton';

const meta = {
  title: 'Site/BurgerButton',
  component: BurgerButton,
  args: { onClick: () => {}, expanded: false, controls: 'main-menu' },
  decorators: [
    (Story) => (
      <Box background="surfaceInverse" padding="medium">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof BurgerButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <Inline space="medium">
      <BurgerButton {...args} expanded={false} />
      <BurgerButton {...args} expanded />
      {/* aria-controls must name an element that exists: the menu stays in the page while hidden. */}
      <div id={args.controls} hidden>
        Menu
      </div>
    </Inline>
  ),
};
