import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Modal, modalSizes, type ModalProps } from './Modal';

function VoucherBody() {
  return (
    <Stack space="medium">
      <Text>Enter the code from your voucher to unlock your pass.</Text>
      <Inline space="small">
        <Button>confirm</Button>
        <Button variant="ghost-dark">cancel</Button>
      </Inline>
    </Stack>
  );
}

// Owns `open` as an app would; starts open so the story shows the dialog straight away.
function Demo({ initiallyOpen = true, label, ...props }: Omit<ModalProps, 'open' | 'onClose' | 'children'> & {
  initiallyOpen?: boolean;
  label: string;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button variant="ghost-dark" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal {...props} open={open} onClose={() => setOpen(false)}>
        <VoucherBody />
      </Modal>
    </>
  );
}

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  args: { open: true, onClose: () => {}, title: 'Redeem a voucher', size: 'small', children: null },
  argTypes: { size: { control: 'inline-radio', options: modalSizes } },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: ({ title, size, titleVisibility }) => (
    <Demo label="Redeem a voucher code" title={title} size={size} titleVisibility={titleVisibility} />
  ),
};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <Inline space="small">
      {modalSizes.map((size) => (
        <Demo key={size} initiallyOpen={false} label={`Open ${size}`} title={`A ${size} modal`} size={size} />
      ))}
      <Demo initiallyOpen={false} label="Open with a hidden title" title="Video player" titleVisibility="hidden" />
    </Inline>
  ),
};
