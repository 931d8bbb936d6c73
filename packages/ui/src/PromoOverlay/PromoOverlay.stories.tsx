import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { Inline } from '../Inline/Inline';
import { storyImageKeys } from '../private/fixtures';
import { PromoOverlay, promoOverlaySizes, type PromoOverlaySize } from './PromoOverlay';

const promo = { imageKey: storyImageKeys.stadium, imageAlt: 'Season tickets on sale now', href: '/tickets' };

function Demo({ size, initiallyOpen = true }: { size: PromoOverlaySize; initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{`Show ${size} promo`}</Button>
      <PromoOverlay open={open} onClose={() => setOpen(false)} promo={promo} size={size} />
    </>
  );
}

const meta = {
  title: 'Overlays/PromoOverlay',
  component: PromoOverlay,
  args: { open: true, onClose: () => {}, promo, size: 'default' },
  argTypes: { size: { control: 'inline-radio', options: promoOverlaySizes } },
} satisfies Meta<typeof PromoOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { render: ({ size }) => <Demo size={size ?? 'default'} /> };

/** Bottom right from 760px; centred along the bottom on phones. */
export const Mini: Story = { render: () => <Demo size="mini" /> };

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <Inline space="small">
      {promoOverlaySizes.map((size) => (
        <Demo key={size} size={size} initiallyOpen={false} />
      ))}
    </Inline>
  ),
};
