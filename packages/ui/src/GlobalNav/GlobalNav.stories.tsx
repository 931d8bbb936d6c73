import type { Meta, StoryObj } from '@storybook/react-vite';
import { landmarkRulesOff } from '../private/storyA11y';
import { Stack } from '../Stack/Stack';
import { globalNavItems } from '../private/fixtures';
import { GlobalNav } from './GlobalNav';

const meta = {
  title: 'Site/GlobalNav',
  component: GlobalNav,
  parameters: { layout: 'fullscreen' },
  args: { items: globalNavItems, currentPath: '/' },
} satisfies Meta<typeof GlobalNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  name: 'All states',
  // Several instances side by side repeat landmarks a real page has once; each alone passes.
  parameters: { a11y: { config: { rules: landmarkRulesOff } } },
  render: (args) => (
    <Stack space="large">
      <GlobalNav {...args} />
      <GlobalNav {...args} currentPath="/videos" />
      <GlobalNav items={globalNavItems} />
    </Stack>
  ),
};
