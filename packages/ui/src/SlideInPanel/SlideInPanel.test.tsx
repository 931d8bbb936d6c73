import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../private/testing/axe';
import { waitForFocusTrap } from '../private/testing/focusTrap';
import { SlideInPanel } from './SlideInPanel';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open Search
      </button>
      <SlideInPanel open={open} onClose={() => setOpen(false)} title="Search">
        <label>
          Search <input type="search" name="q" />
        </label>
        <p>No results found</p>
      </SlideInPanel>
    </>
  );
}

async function openPanel() {
  const user = userEvent.setup();
  render(<Page />);
  const opener = screen.getByRole('button', { name: 'Open Search' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Search' }) };
}

describe('SlideInPanel', () => {
  it('should render nothing while closed', () => {
    render(<Page />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('should open as a modal dialog labelled by its title, with focus inside', async () => {
    const { dialog } = await openPanel();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('should keep Tab inside the panel', async () => {
    const { user, dialog } = await openPanel();
    await waitForFocusTrap(dialog);
    for (let step = 0; step < 4; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('should close on Escape and return focus to the opener', async () => {
    const { user, opener } = await openPanel();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('should close from its close button', async () => {
    const { user, dialog } = await openPanel();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('should close on a click on the dark underlay', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(
      <SlideInPanel open onClose={onClose} title="Search">
        Body
      </SlideInPanel>,
    );
    const underlay = document.querySelector('[data-part="underlay"]');
    if (!(underlay instanceof HTMLElement)) throw new Error('no underlay');
    await user.click(underlay);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('should lock the page behind while open', async () => {
    const { user } = await openPanel();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });

  it('should have no axe violations', async () => {
    await openPanel();
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
