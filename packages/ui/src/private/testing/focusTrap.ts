import { waitFor } from '@testing-library/react';

/**
 * Waits until an open overlay's focus trap is active. The trap's library is fetched when the first
 * overlay opens (Overlay.tsx), so tests of Tab and Shift+Tab wait for it, as a fan's keypress would
 * only ever come after it.
 */
export async function waitForFocusTrap(dialog: HTMLElement): Promise<void> {
  await waitFor(() => {
    if (dialog.closest('[data-focus-trap]')?.getAttribute('data-focus-trap') !== 'active') {
      throw new Error('the focus trap is not active yet');
    }
  });
}
