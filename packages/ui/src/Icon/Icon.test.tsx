import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../private/testing/axe';
import { Icon } from './Icon';
import { iconNames } from './iconNames';
import spriteSource from './icons.svg?raw';

describe('Icon', () => {
  it('should be an image named by its title', () => {
    render(<Icon name="Live" title="Live now" />);
    expect(screen.getByRole('img', { name: 'Live now' })).toBeTruthy();
  });

  it('should be hidden from assistive technology without a title', () => {
    const { container } = render(<Icon name="Live" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('should never take focus in old browsers', () => {
    const { container } = render(<Icon name="Play" />);
    expect(container.querySelector('svg')?.getAttribute('focusable')).toBe('false');
  });

  // The drawings live in the sprite (icons.svg): a name added to `iconNames` fails here until it is drawn.
  const sprite = new DOMParser().parseFromString(spriteSource, 'image/svg+xml');

  it.each(iconNames)('should draw %s from its symbol in the sprite', (name) => {
    const { container } = render(<Icon name={name} />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('data-icon')).toBe(name);
    expect(svg?.querySelector('use')?.getAttribute('href')).toMatch(new RegExp(`/icons[^/#]*\\.svg[^#]*#${name}$`));
    const symbol = sprite.getElementById(name);
    expect(symbol?.tagName.toLowerCase()).toBe('symbol');
    expect(symbol?.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(symbol?.children.length).toBeGreaterThan(0);
  });

  it('should hold no symbol the design system does not name', () => {
    expect([...sprite.querySelectorAll('symbol')].map((symbol) => symbol.id).sort()).toEqual([...iconNames].sort());
  });

  it('should include every icon SPEC 5 names, plus Lock, Pause, Volume, X, Eye and EyeOff', () => {
    const required = [
      'Account', 'Article', 'Attendance', 'Audio', 'Ball', 'Basket', 'Burger', 'Calendar', 'Camera',
      'Chevron', 'Close', 'CopyLink', 'Download', 'Email', 'ExternalLink', 'Facebook', 'Hospitality',
      'Info', 'Instagram', 'Lineups', 'Linkedin', 'Live', 'Location', 'Match', 'Phone', 'Play', 'Player',
      'Search', 'Share', 'Shirt', 'SignIn', 'Tick', 'Tickets', 'Video', 'Youtube',
      'Lock', 'Pause', 'Volume', 'X', 'Eye', 'EyeOff',
    ];
    expect([...iconNames].sort()).toEqual(required.sort());
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <p>
        <Icon name="Ball" title="Goal" /> <Icon name="Tick" />
      </p>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
