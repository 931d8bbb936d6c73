import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BurgerButton } from '../BurgerButton/BurgerButton';
import { Modal } from '../Modal/Modal';
import { waitForFocusTrap } from './testing/focusTrap';

// A fresh page where focus-trap has not been fetched: it arrives only when the test says so, so the
// fetch started by the fan's first move is still on its way while they press Tab. What arrives is the
// real library. (One walk through the page per file: the page fetches the library once in its life.)
const library = vi.hoisted(() => {
  let arrive = () => undefined as void;
  const arrival = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { fetches: 0, arrival, arrive };
});
vi.mock('focus-trap', async (importOriginal) => {
  library.fetches += 1;
  await library.arrival;
  return importOriginal();
});

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <BurgerButton expanded={open} controls="main-menu" onClick={() => setOpen(true)} />
      <Modal open={open} onClose={() => setOpen(false)} title="Menu">
        <label>
          Search the club <input name="code" />
        </label>
        <button type="button">Go</button>
      </Modal>
      <button type="button">After</button>
    </>
  );
}

describe('an overlay opened from the keyboard before its focus trap has arrived', () => {
  it('should start fetching the trap when the opener is focused, and keep Tab inside the dialog until it arrives', async () => {
    const user = userEvent.setup();
    render(<Page />);
    expect(library.fetches).toBe(0);

    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menu' }));
    await waitFor(() => expect(library.fetches).toBe(1));

    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog.closest('[data-focus-trap]')?.getAttribute('data-focus-trap')).toBe('loading');
    expect(document.activeElement).toBe(dialog);

    // Close, the field, Go, then round to Close again: never the page's buttons behind. (user-event does not
    // tab to a <summary>: the club's menu, whose sections are <details>, is walked in e2e/club-header.spec.ts.)
    const visited: (string | null)[] = [];
    for (let step = 0; step < 5; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
      visited.push(document.activeElement?.getAttribute('name') ?? document.activeElement?.textContent ?? null);
    }
    expect(visited).toEqual(['Close', 'code', 'Go', 'Close', 'code']);
    for (let step = 0; step < 5; step += 1) {
      await user.tab({ shift: true });
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    expect(document.activeElement?.textContent).toBe('Go');

    // The trap takes over when it arrives, fetched once for the page.
    library.arrive();
    await waitForFocusTrap(dialog);
    for (let step = 0; step < 4; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    expect(library.fetches).toBe(1);
  });
});
