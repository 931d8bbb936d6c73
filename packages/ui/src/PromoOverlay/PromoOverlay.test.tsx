import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../private/testing/axe';
import { PromoOverlay, type PromoOverlaySize } from './PromoOverlay';

const promo = { imageKey: 'promos/season-tickets.jpg', imageAlt: 'Season tickets on sale now', href: '/tickets' };

function Page({ size = 'default' }: { size?: PromoOverlaySize }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'Promo showing' : 'Promo dismissed'}</p>
      <PromoOverlay open={open} onClose={() => setOpen(false)} promo={promo} size={size} />
    </>
  );
}

describe('PromoOverlay', () => {
  it('should be a modal dialog named Promotion with the promo as an image link', () => {
    render(<Page />);
    const dialog = screen.getByRole('dialog', { name: 'Promotion' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('link', { name: 'Season tickets on sale now' }).getAttribute('href')).toBe('/tickets');
  });

  it('should dismiss from the close icon', async () => {
    render(<Page />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Promo dismissed')).toBeTruthy();
  });

  it('should dismiss on a click on the underlay', async () => {
    render(<Page />);
    const underlay = document.querySelector('[data-part="underlay"]');
    if (!(underlay instanceof HTMLElement)) throw new Error('no underlay');
    await userEvent.setup().click(underlay);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('should dismiss when its link is followed', async () => {
    render(<Page />);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Season tickets on sale now' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('should dismiss on Escape', async () => {
    render(<Page />);
    await userEvent.setup().keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('should announce a promo that opens in a new tab', () => {
    render(<PromoOverlay open onClose={() => {}} promo={{ ...promo, href: 'https://shop.example.com', newTab: true }} size="mini" />);
    expect(screen.getByRole('link', { name: 'Season tickets on sale now (opens in a new tab)' }).getAttribute('target')).toBe('_blank');
  });

  it('should have no axe violations in either size', async () => {
    const { unmount } = render(<Page />);
    expect(await axeViolations(document.body)).toEqual([]);
    unmount();
    render(<Page size="mini" />);
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
