import type { Meta, StoryObj } from '@storybook/react-vite';
import { landmarkRulesOff } from '../private/storyA11y';
import { Stack } from '../Stack/Stack';
import { quickLinks } from '../private/fixtures';
import { ErrorPage, ErrorPageFailure } from './ErrorPage';

const meta = {
  title: 'Site/ErrorPage',
  component: ErrorPage,
  args: {
    describe: () => ({ statusCode: 404, title: 'This page could not be found' }),
    quickLinks,
    homeHref: '/',
  },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {};

export const ServerError: Story = {
  args: { describe: () => ({ statusCode: 500, title: 'Something went wrong on our side' }) },
};

export const AllStates: Story = {
  name: 'All states',
  // Several instances side by side repeat landmarks a real page has once; each alone passes.
  parameters: { a11y: { config: { rules: landmarkRulesOff } } },
  render: () => (
    <Stack space="xxlarge">
      <ErrorPage describe={() => ({ statusCode: 404, title: 'This page could not be found' })} quickLinks={quickLinks} />
      <ErrorPage describe={() => ({ statusCode: 503, title: 'Something went wrong on our side' })} quickLinks={quickLinks} />
      <ErrorPageFailure error={new Error('Loading chunk 42 failed')} />
    </Stack>
  ),
};
