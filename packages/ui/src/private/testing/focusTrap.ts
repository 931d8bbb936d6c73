import { waitFor } from '@testing-library/react';

/**
 * Waits until an open overlay's focus trap is active. The trap's library is fetched on demand
 * (focusTrapLoader.ts); tests of the trap itself wait for it (Overlay.test.tsx covers Tab before it).
 */
export async function waitForFocusTrap(dialog: HTMLElement): Promise<void> {
  await waitFor(() => {
    if (dialog.closest('[data-focus-trap]')?.getAttribute('data-focus-trap') !== 'active') {
      throw new Error('the focus trap is not active yet');
    }
  });
}
