import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryGrid } from '../private/StoryGrid';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'No results found', message: 'Try a different search, or fewer filters.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoResults: Story = {};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <StoryGrid min={320}>
      <EmptyState title="No results found" />
      <EmptyState title="No packages available" icon="Tickets" message="There are currently no Match Passes available." />
      <EmptyState title="No videos" icon="Video" message="Nothing matches these filters." action={{ label: 'Clear filters', onClick: () => {} }} />
      <EmptyState title="You have no subscriptions" icon="Account" action={{ label: 'Get a Pass', href: '/videos/subscriptions' }} />
    </StoryGrid>
  ),
};
