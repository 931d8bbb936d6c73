import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Tabs, tabsActivations, tabsWidths, type TabItem } from './Tabs';

const packages: TabItem[] = [
  { value: 'subscriptions', label: 'Subscriptions', content: <Text>Season passes and monthly plans.</Text> },
  { value: 'match-passes', label: 'Match passes', content: <Text>One match, live and on replay.</Text> },
];

const search: TabItem[] = [
  { value: 'all', label: 'All results', content: <Text>Showing 8 of 124 results</Text> },
  { value: 'news', label: 'News', content: <Text>Showing 8 of 96 results</Text> },
  { value: 'videos', label: 'Videos', content: <Text>Showing 8 of 21 results</Text> },
  { value: 'pages', label: 'Pages', content: <Text>Showing 7 of 7 results</Text> },
];

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { label: 'Packages', items: packages, activation: 'automatic', width: 'content' },
  argTypes: {
    activation: { control: 'inline-radio', options: tabsActivations },
    width: { control: 'inline-radio', options: tabsWidths },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PackagesWidget: Story = { args: { width: 'fill' } };

export const SearchTabs: Story = { args: { label: 'Search results', items: search } };

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <Stack space="xxlarge">
      {tabsWidths.map((width) => (
        <Tabs key={width} label={`Packages, ${width} width`} items={packages} width={width} />
      ))}
      <Tabs label="Search results, second tab selected" items={search} defaultValue="news" />
      <Tabs label="Search results, manual activation" items={search} activation="manual" />
    </Stack>
  ),
};
