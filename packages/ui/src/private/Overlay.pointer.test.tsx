import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchButton } from '../SearchButton/SearchButton';
import { SidePanel } from '../SidePanel/SidePanel';
import { waitForFocusTrap } from './testing/focusTrap';

// As Overlay.test.tsx, for a fan with a pointer: focus-trap has not been fetched and arrives only when
// the test says so. What arrives is the real library.
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
      <SearchButton expanded={open} onClick={() => setOpen(true)} />
      <SidePanel open={open} onClose={() => setOpen(false)} title="Notice">
        Nothing to press here.
      </SidePanel>
      <button type="button">After</button>
    </>
  );
}

describe('an overlay opened with a pointer before its focus trap has arrived', () => {
  it('should start fetching the trap when the opener is pointed at, and wrap Tab round its only control until it arrives', async () => {
    const user = userEvent.setup();
    render(<Page />);
    expect(library.fetches).toBe(0);

    await user.hover(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(library.fetches).toBe(1));

    await user.click(screen.getByRole('button', { name: 'Search' }));
    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    expect(dialog.closest('[data-focus-trap]')?.getAttribute('data-focus-trap')).toBe('loading');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(close);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(close);

    library.arrive();
    await waitForFocusTrap(dialog);
    expect(library.fetches).toBe(1);
  });
});
