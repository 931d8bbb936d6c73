import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { Text } from '../Text/Text';
import { TextLink } from '../TextLink/TextLink';
import { CookiePopup } from './CookiePopup';

const body = (
  <>
    We use essential cookies to run the site and, if you agree, analytics, marketing and personalisation
    cookies to understand how it is used. Read our <TextLink href="/help-info/cookies-policy">Cookies Policy</TextLink>.
  </>
);

function Demo({ heading }: { heading?: string }) {
  const [choice, setChoice] = useState<'none' | 'all' | 'essential'>('none');
  return (
    <>
      <Text>{`Choice: ${choice}`}</Text>
      <Button variant="label-dark" onClick={() => setChoice('none')}>
        Ask again
      </Button>
      <CookiePopup open={choice === 'none'} heading={heading} onAcceptAll={() => setChoice('all')} onEssentialOnly={() => setChoice('essential')}>
        {body}
      </CookiePopup>
    </>
  );
}

const meta = {
  title: 'Feedback/CookiePopup',
  component: CookiePopup,
  args: { open: true, children: body, onAcceptAll: () => {}, onEssentialOnly: () => {} },
} satisfies Meta<typeof CookiePopup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { render: () => <Demo /> };

export const AllStates: Story = { name: 'All states', render: () => <Demo heading="Cookies on Blues Live" /> };
