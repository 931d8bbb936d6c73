import type { Meta, StoryObj } from '@storybook/react-vite';
import { landmarkRulesOff } from '../private/storyA11y';
import { SiteLock } from './SiteLock';

const meta = {
  title: 'Site/SiteLock',
  component: SiteLock,
  parameters: { layout: 'fullscreen' },
  args: {
    clubName: 'Brackwater Blues FC',
    heading: 'Coming soon',
    description: 'The new Brackwater Blues site opens soon. Enter the password to preview it.',
    // Stories only: the real word lives with the app.
    isPasswordCorrect: async (value: string) => value === 'quayside',
    onEnter: () => {},
  },
} satisfies Meta<typeof SiteLock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type 'quayside' to see the entry button appear. */
export const Default: Story = {};

/** Locked (nothing typed) and, beside it, a lock whose check accepts anything: the entry button shows. */
export const AllStates: Story = {
  name: 'All states',
  // Several instances side by side repeat landmarks a real page has once; each alone passes.
  parameters: { a11y: { config: { rules: landmarkRulesOff } } },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(360px, 1fr))' }}>
      <SiteLock {...args} />
      <SiteLock {...args} isPasswordCorrect={async () => true} />
    </div>
  ),
};
