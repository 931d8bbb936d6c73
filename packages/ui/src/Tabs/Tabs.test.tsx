import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../private/testing/axe';
import { Tabs, type TabItem } from './Tabs';

const packages: TabItem[] = [
  { value: 'subscriptions', label: 'Subscriptions', content: <p>Season pass</p> },
  { value: 'match-passes', label: 'Match passes', content: <p>Blues v Rovers</p> },
];

const search: TabItem[] = [
  { value: 'all', label: 'All', content: <p>Everything</p> },
  { value: 'news', label: 'News', content: <p>News results</p> },
  { value: 'videos', label: 'Videos', content: <p>Video results</p> },
  { value: 'pages', label: 'Pages', content: <p>Page results</p> },
];

describe('Tabs', () => {
  it('should name the tab list and select the first tab by default', () => {
    render(<Tabs label="Packages" items={packages} />);
    expect(screen.getByRole('tablist', { name: 'Packages' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Subscriptions' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Match passes' }).getAttribute('aria-selected')).toBe('false');
    expect(screen.getByRole('tabpanel', { name: 'Subscriptions' }).textContent).toBe('Season pass');
  });

  it('should start on defaultValue', () => {
    render(<Tabs label="Packages" items={packages} defaultValue="match-passes" />);
    expect(screen.getByRole('tabpanel', { name: 'Match passes' }).textContent).toBe('Blues v Rovers');
  });

  it('should show a panel when its tab is clicked and mount only the selected panel', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Packages" items={packages} />);
    await user.click(screen.getByRole('tab', { name: 'Match passes' }));
    expect(screen.getByRole('tabpanel', { name: 'Match passes' }).textContent).toBe('Blues v Rovers');
    expect(screen.queryByText('Season pass')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Match passes' }).getAttribute('data-state')).toBe('active');
  });

  it('should be one tab stop: only the selected tab is tabbable', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Before</button>
        <Tabs label="Search results" items={search} defaultValue="videos" />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Videos' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel', { name: 'Videos' }));
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, -1, 0, -1]);
  });

  describe('given the keyboard', () => {
    it('should move and select with the arrow keys, wrapping at both ends', async () => {
      const user = userEvent.setup();
      render(<Tabs label="Search results" items={search} />);
      await user.click(screen.getByRole('tab', { name: 'All' }));
      await user.keyboard('{ArrowRight}');
      expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'News' }));
      expect(screen.getByRole('tabpanel').textContent).toBe('News results');
      await user.keyboard('{ArrowLeft}{ArrowLeft}');
      expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Pages' }));
      await user.keyboard('{ArrowRight}');
      expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'All' }));
    });

    it('should jump to the ends with Home and End', async () => {
      const user = userEvent.setup();
      render(<Tabs label="Search results" items={search} defaultValue="news" />);
      await user.click(screen.getByRole('tab', { name: 'News' }));
      await user.keyboard('{End}');
      expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Pages' }));
      expect(screen.getByRole('tab', { name: 'Pages' }).getAttribute('aria-selected')).toBe('true');
      await user.keyboard('{Home}');
      expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'All' }));
    });

    describe('given manual activation', () => {
      it('should move focus with the arrows but select only on Enter or Space', async () => {
        const user = userEvent.setup();
        render(<Tabs label="Search results" items={search} activation="manual" />);
        await user.click(screen.getByRole('tab', { name: 'All' }));
        await user.keyboard('{ArrowRight}');
        expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'News' }));
        expect(screen.getByRole('tabpanel').textContent).toBe('Everything');
        await user.keyboard('{Enter}');
        expect(screen.getByRole('tabpanel').textContent).toBe('News results');
        await user.keyboard('{ArrowRight}{ }');
        expect(screen.getByRole('tabpanel').textContent).toBe('Video results');
      });
    });
  });

  describe('given a controlled value', () => {
    it('should report changes and follow the value it is given', async () => {
      const onValueChange = vi.fn();
      function Controlled() {
        const [value, setValue] = useState('subscriptions');
        return (
          <Tabs
            label="Packages"
            items={packages}
            value={value}
            onValueChange={(next) => {
              onValueChange(next);
              setValue(next);
            }}
          />
        );
      }
      const user = userEvent.setup();
      render(<Controlled />);
      await user.click(screen.getByRole('tab', { name: 'Match passes' }));
      expect(onValueChange).toHaveBeenCalledWith('match-passes');
      expect(screen.getByRole('tabpanel').textContent).toBe('Blues v Rovers');
    });

    it('should not change on its own when the owner ignores the change', async () => {
      const user = userEvent.setup();
      render(<Tabs label="Packages" items={packages} value="subscriptions" onValueChange={() => {}} />);
      await user.click(screen.getByRole('tab', { name: 'Match passes' }));
      expect(screen.getByRole('tabpanel').textContent).toBe('Season pass');
    });

    it('should not report a click on the tab that is already selected', async () => {
      const onValueChange = vi.fn();
      const user = userEvent.setup();
      render(<Tabs label="Packages" items={packages} onValueChange={onValueChange} />);
      await user.click(screen.getByRole('tab', { name: 'Subscriptions' }));
      expect(onValueChange).not.toHaveBeenCalled();
    });
  });

  it('should fall back to the first tab when the value matches none', () => {
    render(<Tabs label="Packages" items={packages} value="gone" />);
    expect(screen.getByRole('tab', { name: 'Subscriptions' }).getAttribute('aria-selected')).toBe('true');
  });

  it('should have no axe violations', async () => {
    const { container } = render(<Tabs label="Packages" items={packages} width="fill" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
