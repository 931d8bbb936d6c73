import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box';
import { Text } from '../Text/Text';
import { storyImageKeys } from '../private/fixtures';
import { Image } from './Image';
import { imageFits, imageRatios } from './imageUrl';

const meta = {
  title: 'Media/Image',
  component: Image,
  args: { imageKey: storyImageKeys.stadium, alt: 'The stadium under floodlights', ratio: '16:9', fit: 'cover' },
  argTypes: {
    ratio: { control: 'inline-radio', options: imageRatios },
    fit: { control: 'inline-radio', options: imageFits },
  },
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

// Story-only layout: a card-sized column.
const cardColumn: NonNullable<Story['decorators']> = [
  (Story) => (
    <div style={{ maxWidth: 480 }}>
      <Story />
    </div>
  ),
];

export const Default: Story = { decorators: cardColumn };

export const Priority: Story = { args: { priority: true, sizes: '480px' }, decorators: cardColumn };

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 24 }}>
      {imageFits.map((fit) =>
        imageRatios.map((ratio) => (
          <Box key={`${fit}-${ratio}`} display="flex" flexDirection="column" gap="xsmall">
            <Image
              imageKey={fit === 'contain' ? storyImageKeys.crest : storyImageKeys.player}
              alt={`${ratio} ${fit}`}
              ratio={ratio}
              fit={fit}
              sizes="240px"
            />
            <Text size="small" tone="muted">{`${ratio}, ${fit}`}</Text>
          </Box>
        )),
      )}
      <Box display="flex" flexDirection="column" gap="xsmall">
        <Image imageKey="stories/missing.jpg" alt="A missing image keeps its box" ratio="16:9" sizes="240px" />
        <Text size="small" tone="muted">Missing image: the box holds its place</Text>
      </Box>
    </div>
  ),
};
