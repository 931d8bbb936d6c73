import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../private/testing/axe';
import { Toast } from './Toast';

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should show its message in a polite status region', () => {
    render(<Toast open message="Logged In" onClose={() => {}} />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toContain('Logged In');
  });

  it('should keep the empty live region while closed, so the next message is announced', () => {
    render(<Toast open={false} message="Logged In" onClose={() => {}} />);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('should close itself after 4 seconds', () => {
    const onClose = vi.fn();
    render(<Toast open message="Logged In" onClose={onClose} />);
    act(() => vi.advanceTimersByTime(3999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('should restart the 4 seconds when the message changes', () => {
    const onClose = vi.fn();
    const { rerender } = render(<Toast open message="Logged In" onClose={onClose} />);
    act(() => vi.advanceTimersByTime(3000));
    rerender(<Toast open message="Your details have been successfully updated" onClose={onClose} />);
    act(() => vi.advanceTimersByTime(3000));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('should not restart the timer when the parent passes a new onClose', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(<Toast open message="Logged In" onClose={first} />);
    act(() => vi.advanceTimersByTime(3000));
    rerender(<Toast open message="Logged In" onClose={second} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
  });

  it('should close from its dismiss button', () => {
    const onClose = vi.fn();
    render(<Toast open message="Logged Out" onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('should clear its timer on unmount', () => {
    const onClose = vi.fn();
    const { unmount } = render(<Toast open message="Logged In" onClose={onClose} />);
    unmount();
    act(() => vi.advanceTimersByTime(10_000));
    expect(onClose).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('should have no axe violations', async () => {
    vi.useRealTimers();
    const { container } = render(<Toast open message="Logged In" onClose={() => {}} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
