import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyImageKeys } from '../private/fixtures';
import { StoryGrid } from '../private/StoryGrid';
import { CategoryCard } from './CategoryCard';

// Typed as Meta rather than `satisfies`: the props are a union (title or imageAlt), which
// Storybook cannot infer story args from.
const meta: Meta<typeof CategoryCard> = {
  title: 'Cards/CategoryCard',
  component: CategoryCard,
  args: { title: 'Club TV', href: '/videos', imageKey: storyImageKeys.stadium, imageSizes: '320px' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof CategoryCard>;

export const Default: Story = {};

export const AllStates: Story = {
  name: 'All states',
  decorators: [(Story) => <div style={{ width: 'min(1200px, calc(100vw - 32px))' }}><Story /></div>],
  render: () => (
    <StoryGrid>
      <CategoryCard title="Tickets" href="/tickets" imageKey={storyImageKeys.stadium} imageSizes="320px" />
      <CategoryCard title="Store" href="https://shop.example.com" newTab imageKey={storyImageKeys.match} imageSizes="320px" />
      <CategoryCard href="/videos" imageKey={storyImageKeys.player} imageAlt="Club TV" imageSizes="320px" />
      <CategoryCard title="Women" href="/club/women" imageKey={storyImageKeys.player} ratio="2:3" imageSizes="320px" />
    </StoryGrid>
  ),
};
