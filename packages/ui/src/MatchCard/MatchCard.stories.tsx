import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyImageKeys } from '../private/fixtures';
import { StoryGrid } from '../private/StoryGrid';
import { MatchCard } from './MatchCard';

const meta = {
  title: 'Cards/MatchCard',
  component: MatchCard,
  args: {
    competition: 'Championship',
    kickOff: '2025-10-04T14:00:00Z',
    home: { name: 'Brackwater Blues', crestKey: storyImageKeys.crest },
    away: { name: 'Rovers' },
    venue: 'The Quayside',
    matchCentreHref: '/match/first-team/2025-26/123',
    ticketsHref: 'https://tickets.example.com/123',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MatchCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Fixture: Story = {};

export const Result: Story = {
  args: { score: { home: 2, away: 1 }, ticketsHref: undefined, onHighlights: () => {} },
};

export const AllStates: Story = {
  name: 'All states',
  decorators: [(Story) => <div style={{ width: 'min(1240px, calc(100vw - 32px))' }}><Story /></div>],
  render: (args) => (
    <StoryGrid min={300}>
      <MatchCard {...args} />
      <MatchCard {...args} score={{ home: 2, away: 1 }} ticketsHref={undefined} onHighlights={() => {}} />
      <MatchCard
        {...args}
        competition="FA Cup, Third Round"
        kickOff="2026-01-10T19:45:00Z"
        home={{ name: 'Athletic Club of the North Coast' }}
        away={{ name: 'Brackwater Blues', crestKey: storyImageKeys.crest }}
        venue={undefined}
        matchCentreHref={undefined}
      />
      <MatchCard {...args} score={{ home: 0, away: 0 }} matchCentreHref={undefined} ticketsHref={undefined} />
    </StoryGrid>
  ),
};
