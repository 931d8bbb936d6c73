import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../private/testing/axe';
import { VideoCard } from './VideoCard';

const longTitle = 'Extended Highlights: Blues v Rovers, Championship, Saturday 4 October 2025';

describe('VideoCard', () => {
  it('should be a button named by the title that opens the video', async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    render(<VideoCard title="Highlights: Blues 2-1 Rovers" imageKey="v/1.jpg" durationSeconds={75} locked={false} onSelect={onSelect} />);
    await user.click(screen.getByRole('button', { name: 'Highlights: Blues 2-1 Rovers' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  describe('given an href', () => {
    it('should be a link to it that opens the video in place on a plain click', async () => {
      const onSelect = vi.fn();
      const user = userEvent.setup();
      render(
        <VideoCard title="Highlights: Blues 2-1 Rovers" imageKey="v/1.jpg" durationSeconds={75} locked={false} onSelect={onSelect} href="/videos?video=v1" />,
      );
      const link = screen.getByRole('link', { name: 'Highlights: Blues 2-1 Rovers' });
      expect(link.getAttribute('href')).toBe('/videos?video=v1');
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      link.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(true);
      expect(onSelect).toHaveBeenCalledTimes(1);
      await user.click(link);
      expect(onSelect).toHaveBeenCalledTimes(2);
    });

    it('should leave a new-tab click to the browser', () => {
      const onSelect = vi.fn();
      render(<VideoCard title="Full match" imageKey="v/1.jpg" durationSeconds={75} locked onSelect={onSelect} href="/videos?video=v1" />);
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
      screen.getByRole('link', { name: 'Full match' }).dispatchEvent(click);
      expect(click.defaultPrevented).toBe(false);
      expect(onSelect).not.toHaveBeenCalled();
    });
  });

  it("should show the duration as 'mm:ss' or 'H[hr] mm'", () => {
    render(
      <>
        <VideoCard title="Short" imageKey="v/1.jpg" durationSeconds={75} locked={false} onSelect={() => {}} />
        <VideoCard title="Full match" imageKey="v/2.jpg" durationSeconds={3725} locked={false} onSelect={() => {}} />
      </>,
    );
    expect(screen.getByText('01:15')).toBeTruthy();
    expect(screen.getByText('1hr 02')).toBeTruthy();
  });

  it('should show 48 characters and an ellipsis, but read out the whole title', () => {
    render(<VideoCard title={longTitle} imageKey="v/1.jpg" durationSeconds={75} locked={false} onSelect={() => {}} />);
    expect(screen.getByText(`${longTitle.slice(0, 48)}...`)).toBeTruthy();
    expect(screen.getByRole('button', { name: longTitle })).toBeTruthy();
  });

  describe('given a locked video', () => {
    it('should show a padlock, say so in the description, and not say Watch Now', () => {
      render(<VideoCard title="Full match" imageKey="v/1.jpg" durationSeconds={5400} locked onSelect={() => {}} />);
      const button = screen.getByRole('button', { name: 'Full match' });
      const description = document.getElementById(button.getAttribute('aria-describedby') ?? '');
      expect(description?.textContent).toBe('Locked: you must have a pass to watch this content');
      expect(description?.querySelector('[data-icon="Lock"]')).toBeTruthy();
      expect(screen.queryByText('Watch Now')).toBeNull();
      expect(screen.getByRole('article').getAttribute('data-state')).toBe('locked');
    });
  });

  describe('given an unlocked video', () => {
    it("should say 'Watch Now'", () => {
      render(<VideoCard title="Full match" imageKey="v/1.jpg" durationSeconds={5400} locked={false} onSelect={() => {}} />);
      const button = screen.getByRole('button', { name: 'Full match' });
      expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Watch Now');
      expect(screen.getByRole('article').getAttribute('data-state')).toBe('unlocked');
    });
  });

  it('should show the publication date when given', () => {
    render(<VideoCard title="Full match" imageKey="v/1.jpg" durationSeconds={60} locked={false} onSelect={() => {}} publishedAt="2025-10-05T09:00:00Z" />);
    expect(within(screen.getByRole('article')).getByText('5 Oct 2025').tagName).toBe('TIME');
  });

  it('should have no axe violations, locked or not', async () => {
    const { container } = render(
      <>
        <VideoCard title={longTitle} imageKey="v/1.jpg" durationSeconds={75} locked onSelect={() => {}} />
        <VideoCard title="Highlights" imageKey="v/2.jpg" durationSeconds={3725} locked={false} onSelect={() => {}} publishedAt="2025-10-05" />
        <VideoCard title="Replay" imageKey="v/3.jpg" durationSeconds={5400} locked onSelect={() => {}} href="/videos?video=v3" />
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
