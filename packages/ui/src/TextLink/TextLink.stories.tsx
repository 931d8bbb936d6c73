import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { TextLink, textLinkTones } from './TextLink';

const meta = {
  title: 'Actions/TextLink',
  component: TextLink,
  args: { href: '/news', children: 'Read the match report', tone: 'link' },
  argTypes: { tone: { control: 'inline-radio', options: textLinkTones } },
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Internal: Story = {};

export const ExternalNewTab: Story = {
  name: 'External, new tab',
  args: { href: 'https://shop.example.com', newTab: true, children: 'Club shop' },
};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <Stack space="medium">
      <Text>
        Internal, through the app's router: <TextLink href="/tickets">tickets</TextLink>.
      </Text>
      <Text>
        External, same tab: <TextLink href="https://example.com/terms">terms and conditions</TextLink>.
      </Text>
      <Text>
        External, new tab (announced to screen readers):{' '}
        <TextLink href="https://shop.example.com" newTab>
          club shop
        </TextLink>
        .
      </Text>
      <Text tone="muted">
        Neutral tone takes the text colour: <TextLink href="/help-info/faqs" tone="neutral">FAQs</TextLink>.
      </Text>
      <Box background="surfaceInverse" padding="medium">
        <Text>
          On the dark chrome: <TextLink href="/videos">Club TV</TextLink>.
        </Text>
      </Box>
    </Stack>
  ),
};
