import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyImageKeys } from '../private/fixtures';
import { StoryGrid } from '../private/StoryGrid';
import { ArticleCard, articleCardRatios } from './ArticleCard';

const meta = {
  title: 'Cards/ArticleCard',
  component: ArticleCard,
  args: {
    title: 'Blues come from behind to beat Rovers in a thriller at the Quayside',
    href: '/news/2025/10/04/blues-beat-rovers',
    imageKey: storyImageKeys.match,
    category: 'Match Report',
    publishedAt: '2025-10-04T21:30:00Z',
    ratio: '16:9',
    imageSizes: '360px',
  },
  argTypes: { ratio: { control: 'inline-radio', options: articleCardRatios } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ArticleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  name: 'All states',
  decorators: [(Story) => <div style={{ width: 'min(1200px, calc(100vw - 32px))' }}><Story /></div>],
  render: (args) => (
    <StoryGrid>
      {articleCardRatios.map((ratio) => (
        <ArticleCard key={ratio} {...args} ratio={ratio} />
      ))}
      <ArticleCard {...args} category={undefined} title="Without a category" />
      <ArticleCard {...args} imageKey={storyImageKeys.stadium} category="Women" title="Short title" />
    </StoryGrid>
  ),
};
