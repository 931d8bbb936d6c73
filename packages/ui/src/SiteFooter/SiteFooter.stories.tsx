import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack/Stack';
import { footerColumns, legalLinks } from '../private/fixtures';
import { SiteFooter } from './SiteFooter';

const meta = {
  title: 'Site/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  args: {
    clubName: 'Brackwater Blues FC',
    columns: footerColumns,
    legalLinks,
    copyright: '© 2025 Brackwater Blues Football Club Ltd. All rights reserved.',
    builtOn: 'Built on the Club Platform',
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <Stack space="large">
      {[1, 2, 3, 4].map((count) => (
        <SiteFooter key={count} {...args} columns={footerColumns.slice(0, count)} />
      ))}
      <SiteFooter clubName={args.clubName} columns={[]} copyright={args.copyright} />
    </Stack>
  ),
};
