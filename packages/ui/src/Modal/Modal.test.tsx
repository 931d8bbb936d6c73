import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../private/testing/axe';
import { waitForFocusTrap } from '../private/testing/focusTrap';
import { Modal, modalSizes, type ModalProps } from './Modal';

function VoucherDialog(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Redeem a voucher code
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Redeem a voucher" {...props}>
        <label>
          Code <input name="code" />
        </label>
        <button type="button">confirm</button>
      </Modal>
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  render(<VoucherDialog />);
  const opener = screen.getByRole('button', { name: 'Redeem a voucher code' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Redeem a voucher' }) };
}

describe('Modal', () => {
  it('should render nothing while closed', () => {
    render(
      <Modal open={false} onClose={() => {}} title="Redeem a voucher">
        Body
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('should be a modal dialog labelled by its title', async () => {
    const { dialog } = await openDialog();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByRole('heading', { name: 'Redeem a voucher' })).toBeTruthy();
  });

  it('should move focus inside when it opens', async () => {
    const { dialog } = await openDialog();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('should keep Tab and Shift+Tab inside the dialog', async () => {
    const { user, dialog } = await openDialog();
    await waitForFocusTrap(dialog);
    for (let step = 0; step < 5; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    for (let step = 0; step < 5; step += 1) {
      await user.tab({ shift: true });
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('should close on Escape and return focus to the opener', async () => {
    const { user, opener } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('should close from its close button and return focus to the opener', async () => {
    const { user, opener, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('should close on a click on the underlay but not on a click inside', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(
      <Modal open onClose={onClose} title="Redeem a voucher">
        <p>Enter the code from your voucher.</p>
      </Modal>,
    );
    await user.click(screen.getByText('Enter the code from your voucher.'));
    expect(onClose).not.toHaveBeenCalled();
    const underlay = document.querySelector('[data-part="underlay"]');
    if (!(underlay instanceof HTMLElement)) throw new Error('no underlay');
    await user.click(underlay);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('should lock the page behind while open and restore it after', async () => {
    document.body.style.overflow = 'scroll';
    const { user } = await openDialog();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('scroll');
    document.body.style.overflow = '';
  });

  it('should release the page lock when unmounted while open', () => {
    const { unmount } = render(
      <Modal open onClose={() => {}} title="Redeem a voucher">
        Body
      </Modal>,
    );
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(document.body.style.overflow).toBe('');
  });

  it('should keep a hidden title as its accessible name', () => {
    render(
      <Modal open onClose={() => {}} title="Video player" titleVisibility="hidden">
        Body
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Video player' })).toBeTruthy();
  });

  it('should take a close label', () => {
    render(
      <Modal open onClose={() => {}} title="Choose a subscription" closeLabel="Close packages">
        Body
      </Modal>,
    );
    expect(screen.getByRole('button', { name: 'Close packages' })).toBeTruthy();
  });

  describe('given a modal opened from inside another overlay', () => {
    function SearchWithVoucher({ onOuterClose }: { onOuterClose: () => void }) {
      const [voucherOpen, setVoucherOpen] = useState(false);
      return (
        <Modal open onClose={onOuterClose} title="Search">
          <button type="button" onClick={() => setVoucherOpen(true)}>
            Redeem a voucher code
          </button>
          <Modal open={voucherOpen} onClose={() => setVoucherOpen(false)} title="Redeem a voucher">
            <button type="button">confirm</button>
          </Modal>
        </Modal>
      );
    }

    it('should close only the top one on Escape, then hand focus back inside the first', async () => {
      const onOuterClose = vi.fn();
      const user = userEvent.setup();
      render(<SearchWithVoucher onOuterClose={onOuterClose} />);
      const opener = screen.getByRole('button', { name: 'Redeem a voucher code' });
      await user.click(opener);
      expect(screen.getByRole('dialog', { name: 'Redeem a voucher' }).contains(document.activeElement)).toBe(true);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog', { name: 'Redeem a voucher' })).toBeNull();
      expect(onOuterClose).not.toHaveBeenCalled();
      expect(document.activeElement).toBe(opener);
    });
  });

  it.each(modalSizes)('should have no axe violations at the %s size', async (size) => {
    render(
      <Modal open onClose={() => {}} title="Redeem a voucher" size={size}>
        <label>
          Code <input name="code" />
        </label>
      </Modal>,
    );
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
