import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon } from '../Icon/Icon';
import { Text } from '../Text/Text';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Accessibility/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Only screen readers hear this.' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Text>
      Visible text. <VisuallyHidden {...args} />
    </Text>
  ),
};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <Text>
      <Icon name="Live" size="inherit" /> 3,241 <VisuallyHidden>fans watching live</VisuallyHidden>
    </Text>
  ),
};
