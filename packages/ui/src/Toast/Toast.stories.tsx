import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { Inline } from '../Inline/Inline';
import { Toast } from './Toast';

function Demo({ message, durationMs }: { message: string; durationMs?: number }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button variant="ghost-dark" onClick={() => setOpen(true)}>
        Show the toast again
      </Button>
      <Toast open={open} message={message} durationMs={durationMs} onClose={() => setOpen(false)} />
    </>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: Toast,
  args: { open: true, message: 'Logged In', onClose: () => {} },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedIn: Story = { render: ({ message }) => <Demo message={message} /> };

// Stays up, so the designer can look at it.
export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <Inline space="small">
      <Demo message="Your details have been successfully updated" durationMs={3_600_000} />
    </Inline>
  ),
};
