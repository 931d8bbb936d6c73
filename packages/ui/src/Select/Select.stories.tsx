import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack/Stack';
import { Select } from './Select';

const sort = [
  { value: 'date', label: 'Date Added' },
  { value: 'relevance', label: 'Relevance' },
];

const teams = [
  { value: 'first-team', label: 'First Team' },
  { value: 'u21', label: 'U21s' },
  { value: 'u18', label: 'U18s' },
  { value: 'women', label: 'Ladies' },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Sort by', name: 'sort', options: sort },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SearchSort: Story = {};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <Stack space="large">
      <Select label="Sort by" name="sort" options={sort} />
      <Select label="Team" name="team" options={teams} placeholder="Choose a team" hint="Filters Club TV by team" />
      <Select label="Season" name="season" options={[{ value: '2025-26', label: '2025/26' }]} placeholder="Choose a season" required error="Choose a season" />
      <Select label="Duration (disabled)" name="duration" options={[{ value: 'short', label: 'Short' }]} disabled />
    </Stack>
  ),
};
