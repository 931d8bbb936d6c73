import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../private/testing/axe';
import { PlayerCard, playerCardSizes } from './PlayerCard';

const player = {
  firstName: 'Jordan',
  lastName: 'Okafor',
  href: '/players/first-team/jordan-okafor',
  shirtNumber: 9,
  position: 'Forward',
  imageKey: 'players/okafor.jpg',
};

describe('PlayerCard', () => {
  it.each(playerCardSizes)('should link the %s card to the profile, named by the player', (size) => {
    render(<PlayerCard {...player} size={size} />);
    const heading = screen.getByRole('heading', { level: 3, name: 'Jordan Okafor' });
    expect(within(heading).getByRole('link', { name: 'Jordan Okafor' }).getAttribute('href')).toBe(player.href);
    expect(screen.getByRole('article').getAttribute('data-size')).toBe(size);
  });

  it('should show the shirt number, read out as a number', () => {
    render(<PlayerCard {...player} />);
    expect(screen.getByText('Number').parentElement?.textContent).toBe('Number 9');
  });

  it('should show the position when the team displays it on cards', () => {
    render(<PlayerCard {...player} displayPosition />);
    expect(screen.getByText('Forward')).toBeTruthy();
  });

  it("should hide the position when the team's displayPositionOnCard is off", () => {
    render(<PlayerCard {...player} displayPosition={false} />);
    expect(screen.queryByText('Forward')).toBeNull();
  });

  it('should use a 2:3 portrait on the standard card and a square on the mini card', () => {
    const { rerender } = render(<PlayerCard {...player} />);
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/images/800x1200/players/okafor.jpg');
    rerender(<PlayerCard {...player} size="mini" />);
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/images/320x320/players/okafor.jpg');
  });

  it('should work without a photo or a number', () => {
    render(<PlayerCard firstName="Sam" lastName="Reid" href="/players/u21/sam-reid" />);
    expect(screen.getByRole('link', { name: 'Sam Reid' })).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
    expect(screen.queryByText('Number')).toBeNull();
  });

  it('should have no axe violations in either size', async () => {
    const { container } = render(
      <>
        <PlayerCard {...player} />
        <PlayerCard {...player} size="mini" firstName="Alex" />
        <PlayerCard firstName="Sam" lastName="Reid" href="/players/u21/sam-reid" shirtNumber={31} />
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
