import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyImageKeys } from '../private/fixtures';
import { StoryGrid } from '../private/StoryGrid';
import { VideoCard } from './VideoCard';

const meta = {
  title: 'Cards/VideoCard',
  component: VideoCard,
  args: {
    title: 'Highlights: Blues 2-1 Rovers',
    imageKey: storyImageKeys.match,
    durationSeconds: 312,
    locked: false,
    onSelect: () => {},
    publishedAt: '2025-10-05T09:00:00Z',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 300 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VideoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WatchNow: Story = {};

export const Locked: Story = { args: { locked: true, title: 'Full Match Replay: Blues v Rovers', durationSeconds: 6120 } };

/** With a page that opens the video: a real link, so a tap before the script runs is not lost. */
export const AsLink: Story = { args: { href: '/videos?video=replay-1' } };

export const AllStates: Story = {
  name: 'All states',
  decorators: [(Story) => <div style={{ width: 'min(1200px, calc(100vw - 32px))' }}><Story /></div>],
  render: (args) => (
    <StoryGrid min={240}>
      <VideoCard {...args} />
      <VideoCard {...args} locked title="Full Match Replay: Blues v Rovers" durationSeconds={6120} />
      <VideoCard {...args} href="/videos?video=replay-1" title="A link: Blues v Rovers" />
      <VideoCard
        {...args}
        imageKey={storyImageKeys.stadium}
        title="Extended Highlights: Blues v Rovers, Championship, Saturday 4 October 2025"
        durationSeconds={59}
      />
      <VideoCard {...args} imageKey={storyImageKeys.player} locked title="Press conference" durationSeconds={3725} publishedAt={undefined} />
    </StoryGrid>
  ),
};
