import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyImageKeys } from '../private/fixtures';
import { StoryGrid } from '../private/StoryGrid';
import { PlayerCard, playerCardSizes } from './PlayerCard';

const meta = {
  title: 'Cards/PlayerCard',
  component: PlayerCard,
  args: {
    firstName: 'Jordan',
    lastName: 'Okafor',
    href: '/players/first-team/jordan-okafor',
    shirtNumber: 9,
    position: 'Forward',
    displayPosition: true,
    imageKey: storyImageKeys.player,
    size: 'standard',
    imageSizes: '260px',
  },
  argTypes: { size: { control: 'inline-radio', options: playerCardSizes } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PlayerCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {};

export const Mini: Story = { args: { size: 'mini', imageSizes: '64px' } };

export const AllStates: Story = {
  name: 'All states',
  decorators: [(Story) => <div style={{ width: 'min(1200px, calc(100vw - 32px))' }}><Story /></div>],
  render: (args) => (
    <>
      <StoryGrid min={220}>
        <PlayerCard {...args} />
        <PlayerCard {...args} displayPosition={false} firstName="Position" lastName="Hidden" shirtNumber={4} />
        <PlayerCard {...args} firstName="Maximilian" lastName="Featherstonehaugh-Oyelaran" shirtNumber={27} position="Midfielder" />
        <PlayerCard {...args} imageKey={undefined} firstName="No" lastName="Photo" shirtNumber={31} position="Goalkeeper" />
      </StoryGrid>
      <div style={{ height: 32 }} />
      <StoryGrid min={260}>
        <PlayerCard {...args} size="mini" imageSizes="64px" />
        <PlayerCard {...args} size="mini" imageSizes="64px" displayPosition={false} firstName="Sam" lastName="Reid" shirtNumber={14} />
        <PlayerCard {...args} size="mini" imageKey={undefined} firstName="Alex" lastName="Barnes" shirtNumber={22} position="Defender" />
      </StoryGrid>
    </>
  ),
};
