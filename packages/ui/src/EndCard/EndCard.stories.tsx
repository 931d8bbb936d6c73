import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryGrid } from '../private/StoryGrid';
import { EndCard } from './EndCard';

const meta = {
  title: 'Cards/EndCard',
  component: EndCard,
  args: { title: 'View all news', href: '/news' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 288, height: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EndCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  name: 'All states',
  decorators: [(Story) => <div style={{ width: 'min(900px, calc(100vw - 32px))' }}><Story /></div>],
  render: () => (
    <StoryGrid>
      <EndCard title="View all news" href="/news" />
      <EndCard title="More videos" href="/videos" />
      <EndCard title="Visit the shop" href="https://shop.example.com" newTab />
    </StoryGrid>
  ),
};
