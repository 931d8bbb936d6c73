import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../private/testing/axe';
import { ErrorNotification } from './ErrorNotification';

const props = {
  title: 'There was a problem connecting to the video service',
  message: 'Please try again in a few minutes',
};

describe('ErrorNotification', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should announce the title and message assertively', () => {
    render(<ErrorNotification open {...props} onClose={() => {}} />);
    const alert = screen.getByRole('alert');
    expect(alert.getAttribute('aria-live')).toBe('assertive');
    expect(alert.textContent).toContain(props.title);
    expect(alert.textContent).toContain(props.message);
  });

  it('should keep an empty alert region while closed', () => {
    render(<ErrorNotification open={false} {...props} onClose={() => {}} />);
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it("should count down 'Closing in N' from 30 and close at 0", () => {
    const onClose = vi.fn();
    render(<ErrorNotification open {...props} onClose={onClose} />);
    expect(screen.getByText('Closing in 30')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Closing in 29')).toBeTruthy();
    act(() => vi.advanceTimersByTime(28_000));
    expect(screen.getByText('Closing in 1')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(onClose).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('should not announce every tick of the countdown', () => {
    render(<ErrorNotification open {...props} onClose={() => {}} />);
    expect(screen.getByText('Closing in 30').getAttribute('aria-hidden')).toBe('true');
  });

  it('should close from its button', () => {
    const onClose = vi.fn();
    render(<ErrorNotification open {...props} onClose={onClose} buttonLabel="OK" />);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('should start the countdown again for a new error', () => {
    const { rerender } = render(<ErrorNotification open {...props} onClose={() => {}} />);
    act(() => vi.advanceTimersByTime(10_000));
    rerender(<ErrorNotification open title="There was a problem logging in" message={props.message} onClose={() => {}} />);
    expect(screen.getByText('Closing in 30')).toBeTruthy();
  });

  it('should clear its interval when closed or unmounted', () => {
    const onClose = vi.fn();
    const { rerender, unmount } = render(<ErrorNotification open {...props} onClose={onClose} />);
    rerender(<ErrorNotification open={false} {...props} onClose={onClose} />);
    expect(vi.getTimerCount()).toBe(0);
    rerender(<ErrorNotification open {...props} onClose={onClose} />);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(60_000));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('should have no axe violations', async () => {
    vi.useRealTimers();
    const { container } = render(<ErrorNotification open {...props} onClose={() => {}} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
