import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { TextLink } from '../TextLink/TextLink';
import { SidePanel, type SidePanelProps } from './SidePanel';

function Demo({
  initiallyOpen = true,
  label,
  ...props
}: Omit<SidePanelProps, 'open' | 'onClose' | 'children'> & { initiallyOpen?: boolean; label: string }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button variant="ghost-dark" icon="Account" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <SidePanel {...props} open={open} onClose={() => setOpen(false)}>
        <Stack space="medium">
          <Text>Log in to watch and listen to live matches and video-on-demand.</Text>
          <Button>Log In</Button>
          <TextLink href="/account/forgot-password">Forgotten your password?</TextLink>
        </Stack>
      </SidePanel>
    </>
  );
}

const meta = {
  title: 'Overlays/SidePanel',
  component: SidePanel,
  args: { open: true, onClose: () => {}, title: 'Log In', children: null },
} satisfies Meta<typeof SidePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: ({ title, titleVisibility }) => <Demo label="Log In" title={title} titleVisibility={titleVisibility} />,
};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <Inline space="small">
      <Demo initiallyOpen={false} label="Open with its title" title="Log In" />
      <Demo initiallyOpen={false} label="Open with a hidden title" title="Your account" titleVisibility="hidden" />
    </Inline>
  ),
};
