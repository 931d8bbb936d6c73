import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { ErrorNotification } from './ErrorNotification';

function Demo({ title, message, seconds }: { title: string; message: string; seconds?: number }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button variant="ghost-dark" onClick={() => setOpen(true)}>
        Show the error again
      </Button>
      <ErrorNotification open={open} title={title} message={message} seconds={seconds} onClose={() => setOpen(false)} />
    </>
  );
}

const meta = {
  title: 'Feedback/ErrorNotification',
  component: ErrorNotification,
  args: {
    open: true,
    title: 'There was a problem connecting to the video service',
    message: 'Please try again in a few minutes',
    onClose: () => {},
  },
} satisfies Meta<typeof ErrorNotification>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VideoService: Story = { render: ({ title, message }) => <Demo title={title} message={message} /> };

// A long countdown, so it stays up to be looked at; resize past 1024px to see it move to the top.
export const AllStates: Story = {
  name: 'All states',
  render: () => <Demo title="There was a problem logging in" message="Please try again in a few minutes" seconds={3600} />,
};
