import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '../Text/Text';
import { SkipLink } from './SkipLink';

const meta = {
  title: 'Accessibility/SkipLink',
  component: SkipLink,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <div>
      <SkipLink {...args} />
      <main id="main" style={{ padding: 24 }}>
        <Text>Press Tab: the skip link appears at the top left.</Text>
      </main>
    </div>
  ),
};

// Focused on load, so the revealed state is visible without pressing Tab.
export const AllStates: Story = {
  name: 'All states',
  play: ({ canvasElement }) => {
    canvasElement.querySelector('a')?.focus();
  },
  render: () => (
    <div>
      <SkipLink target="#results">Skip to results</SkipLink>
      <main style={{ padding: 24 }}>
        <Text>Press Tab to reveal a skip link with its own target and text.</Text>
        <section id="results" />
      </main>
    </div>
  ),
};
