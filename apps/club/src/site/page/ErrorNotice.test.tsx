import { errorNotificationAtom, showErrorNotification } from '@club/site-state';
import { act, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorNotice } from './ErrorNotice';

describe('ErrorNotice (SPEC 8)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('should show what showErrorNotification says, count down from 30 and close itself', () => {
    const store = createStore();
    render(
      <Provider store={store}>
        <ErrorNotice />
      </Provider>,
    );
    act(() =>
      store.set(showErrorNotification, {
        title: 'There was a problem connecting to the video service',
        message: 'Please try again in a few minutes',
      }),
    );
    expect(screen.getByRole('alert').textContent).toContain('There was a problem connecting to the video service');
    expect(screen.getByText('Closing in 30')).toBeTruthy();
    act(() => vi.advanceTimersByTime(29_000));
    expect(screen.getByText('Closing in 1')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByText(/Closing in/)).toBeNull();
    expect(store.get(errorNotificationAtom)).toEqual({ display: false, title: '', message: '' });
  });
});
