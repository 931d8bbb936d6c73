import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { SlideInPanel, type SlideInPanelProps } from './SlideInPanel';

function Demo({
  initiallyOpen = true,
  label,
  ...props
}: Omit<SlideInPanelProps, 'open' | 'onClose' | 'children'> & { initiallyOpen?: boolean; label: string }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button variant="ghost-dark" icon="Search" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <SlideInPanel {...props} open={open} onClose={() => setOpen(false)}>
        <Stack space="medium">
          <Text tone="muted">Showing 8 of 124 results</Text>
          {['Blues 2-1 Rovers: report', 'Squad named for Saturday', 'Academy graduates sign'].map((title) => (
            <Text key={title} weight="medium">
              {title}
            </Text>
          ))}
        </Stack>
      </SlideInPanel>
    </>
  );
}

const meta = {
  title: 'Overlays/SlideInPanel',
  component: SlideInPanel,
  args: { open: true, onClose: () => {}, title: 'Search', children: null },
} satisfies Meta<typeof SlideInPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: ({ title, titleVisibility }) => <Demo label="Search" title={title} titleVisibility={titleVisibility} />,
};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <Inline space="small">
      <Demo initiallyOpen={false} label="Open with its title" title="Search" />
      <Demo initiallyOpen={false} label="Open with a hidden title" title="Search the site" titleVisibility="hidden" />
    </Inline>
  ),
};
