import type { Meta, StoryObj } from '@storybook/react-vite';
import { landmarkRulesOff } from '../private/storyA11y';
import { Stack } from '../Stack/Stack';
import { quickLinks } from '../private/fixtures';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Site/ErrorState',
  component: ErrorState,
  args: { statusCode: 404, title: 'This page could not be found', quickLinks, homeHref: '/' },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {};

export const ServerError: Story = {
  args: { statusCode: 500, title: 'Something went wrong', homeHref: undefined },
};

export const AllStates: Story = {
  name: 'All states',
  // Several instances side by side repeat landmarks a real page has once; each alone passes.
  parameters: { a11y: { config: { rules: landmarkRulesOff } } },
  render: () => (
    <Stack space="xxlarge">
      <ErrorState statusCode={404} title="This page could not be found" quickLinks={quickLinks} homeHref="/" />
      <ErrorState statusCode={500} title="Unknown middleware" quickLinks={quickLinks} />
      <ErrorState
        statusCode={500}
        title="An error occured while showing the error page"
        message="Loading chunk 42 failed."
        quickLinks={[]}
        homeHref="/"
      />
    </Stack>
  ),
};
