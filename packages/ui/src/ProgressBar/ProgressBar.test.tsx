import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../private/testing/axe';
import { ProgressBar } from './ProgressBar';

const bar = () => document.querySelector('[data-state]');

describe('ProgressBar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should be idle and hidden from assistive technology at rest', () => {
    render(<ProgressBar status="idle" />);
    expect(bar()?.getAttribute('data-state')).toBe('idle');
    expect(bar()?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('should wait 200 ms before showing, so fast loads never flash', () => {
    const { rerender } = render(<ProgressBar status="idle" />);
    rerender(<ProgressBar status="loading" />);
    act(() => vi.advanceTimersByTime(199));
    expect(bar()?.getAttribute('data-state')).toBe('idle');
    act(() => vi.advanceTimersByTime(1));
    expect(bar()?.getAttribute('data-state')).toBe('running');
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeTruthy();
  });

  it('should never show for a load that finishes within 200 ms', () => {
    const { rerender } = render(<ProgressBar status="loading" />);
    act(() => vi.advanceTimersByTime(150));
    rerender(<ProgressBar status="succeeded" />);
    act(() => vi.advanceTimersByTime(1000));
    expect(bar()?.getAttribute('data-state')).toBe('idle');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('should complete, fade, then reset after a slow load succeeds', () => {
    const { rerender } = render(<ProgressBar status="loading" />);
    act(() => vi.advanceTimersByTime(3000));
    rerender(<ProgressBar status="succeeded" />);
    expect(bar()?.getAttribute('data-state')).toBe('done');
    act(() => vi.advanceTimersByTime(600));
    expect(bar()?.getAttribute('data-state')).toBe('idle');
  });

  it('should turn red on failure, then reset', () => {
    const { rerender } = render(<ProgressBar status="loading" />);
    act(() => vi.advanceTimersByTime(500));
    rerender(<ProgressBar status="failed" />);
    expect(bar()?.getAttribute('data-state')).toBe('failed');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('Failed');
    act(() => vi.advanceTimersByTime(2000));
    expect(bar()?.getAttribute('data-state')).toBe('idle');
  });

  it('should show a failure even within the first 200 ms', () => {
    const { rerender } = render(<ProgressBar status="loading" />);
    rerender(<ProgressBar status="failed" />);
    expect(bar()?.getAttribute('data-state')).toBe('failed');
  });

  it('should keep running through a second navigation that starts before the first ends', () => {
    const { rerender } = render(<ProgressBar status="loading" />);
    act(() => vi.advanceTimersByTime(300));
    rerender(<ProgressBar status="succeeded" />);
    rerender(<ProgressBar status="loading" />);
    act(() => vi.advanceTimersByTime(200));
    expect(bar()?.getAttribute('data-state')).toBe('running');
  });

  it('should stay running, not finish, however long the load takes', () => {
    render(<ProgressBar status="loading" />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(bar()?.getAttribute('data-state')).toBe('running');
  });

  it('should clear its timers on unmount', () => {
    const { unmount } = render(<ProgressBar status="loading" />);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('should have no axe violations while running or failed', async () => {
    const { container, rerender } = render(<ProgressBar status="loading" />);
    act(() => vi.advanceTimersByTime(200));
    vi.useRealTimers();
    expect(await axeViolations(container)).toEqual([]);
    rerender(<ProgressBar status="failed" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
