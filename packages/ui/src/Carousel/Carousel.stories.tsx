import type { Meta, StoryObj } from '@storybook/react-vite';
import { CategoryCard } from '../CategoryCard/CategoryCard';
import { EndCard } from '../EndCard/EndCard';
import { Stack } from '../Stack/Stack';
import { VideoCard } from '../VideoCard/VideoCard';
import { storyImageKeys } from '../private/fixtures';
import { Carousel, carouselAppearances, carouselTypes } from './Carousel';

const images = Object.values(storyImageKeys);
const titles = ['Tickets', 'Store', 'Club TV', 'Women', 'Academy', 'Hospitality', 'Stadium Tours', 'History'];

const categorySlides = titles.map((title, index) => (
  <CategoryCard key={title} title={title} href={`/${index}`} imageKey={images[index % images.length] ?? storyImageKeys.stadium} imageSizes="320px" />
));

const videoSlides = [
  ...titles.map((title, index) => (
    <VideoCard
      key={title}
      title={`${title}: the best of the season so far, in full`}
      imageKey={images[index % images.length] ?? storyImageKeys.match}
      durationSeconds={95 + index * 61}
      locked={index % 3 === 0}
      onSelect={() => {}}
      publishedAt="2025-10-04T15:00:00Z"
    />
  )),
  <EndCard key="end" title="More videos" href="/videos" />,
];

const meta = {
  title: 'Navigation/Carousel',
  component: Carousel,
  args: { label: 'Featured', type: 'full-4', appearance: 'light', children: categorySlides },
  argTypes: {
    type: { control: 'inline-radio', options: carouselTypes },
    appearance: { control: 'inline-radio', options: carouselAppearances },
    children: { control: false },
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Videos: Story = { args: { label: 'Latest videos', type: 'full-6', children: videoSlides } };

export const Dark: Story = { args: { label: 'Packages', type: 'full-3', appearance: 'dark' } };

/** Fewer slides than fit: both arrows stay disabled and the indicator shows one page. */
export const FewSlides: Story = { args: { label: 'Featured', type: 'full-3', children: categorySlides.slice(0, 2) } };

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <Stack space="xlarge">
      {carouselTypes.flatMap((type) =>
        carouselAppearances.map((appearance) => (
          <Carousel key={`${type}-${appearance}`} label={`${type} ${appearance}`} type={type} appearance={appearance}>
            {categorySlides}
          </Carousel>
        )),
      )}
      <Carousel label="Few slides" type="full-3">
        {categorySlides.slice(0, 2)}
      </Carousel>
    </Stack>
  ),
};
