import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../private/testing/axe';
import { MatchCard } from './MatchCard';

const fixture = {
  competition: 'Championship',
  kickOff: '2025-10-04T14:00:00Z',
  home: { name: 'Brackwater Blues', crestKey: 'crests/blues.png' },
  away: { name: 'Rovers' },
};

describe('MatchCard', () => {
  it('should be an article named by the teams, with the competition and a ddd D MMM date', () => {
    render(<MatchCard {...fixture} venue="The Quayside" />);
    const article = screen.getByRole('article', { name: 'Brackwater Blues v Rovers' });
    expect(within(article).getByText('Championship')).toBeTruthy();
    expect(within(article).getByText('Sat 4 Oct').getAttribute('datetime')).toBe('2025-10-04T14:00:00.000Z');
    expect(article.textContent).toContain('The Quayside');
  });

  describe('given a fixture', () => {
    it('should show the London kick-off time', () => {
      render(<MatchCard {...fixture} />);
      expect(screen.getByText('15:00')).toBeTruthy();
      expect(screen.getByText('Kick-off')).toBeTruthy();
      expect(screen.getByRole('article').getAttribute('data-state')).toBe('fixture');
    });
  });

  describe('given a result', () => {
    it('should show the score and read it out with the team names', () => {
      render(<MatchCard {...fixture} score={{ home: 2, away: 1 }} />);
      expect(screen.getByText('2 - 1')).toBeTruthy();
      expect(screen.getByText('Result: Brackwater Blues 2, Rovers 1')).toBeTruthy();
      expect(screen.queryByText('15:00')).toBeNull();
      expect(screen.getByRole('article').getAttribute('data-state')).toBe('result');
    });
  });

  it('should show a crest image for a team with one and initials for a team without', () => {
    render(<MatchCard {...fixture} />);
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/images/fit-in/320x320/crests/blues.png');
    expect(screen.getByText('R').getAttribute('aria-hidden')).toBe('true');
  });

  it('should show only the buttons it is given', async () => {
    const onHighlights = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<MatchCard {...fixture} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    rerender(
      <MatchCard
        {...fixture}
        score={{ home: 2, away: 1 }}
        matchCentreHref="/match/first-team/2025-26/123"
        ticketsHref="https://tickets.example.com/123"
        onHighlights={onHighlights}
      />,
    );
    expect(screen.getByRole('link', { name: 'Match Centre' }).getAttribute('href')).toBe('/match/first-team/2025-26/123');
    expect(screen.getByRole('link', { name: 'Buy Tickets (opens in a new tab)' }).getAttribute('target')).toBe('_blank');
    await user.click(screen.getByRole('button', { name: 'Highlights' }));
    expect(onHighlights).toHaveBeenCalledTimes(1);
  });

  it('should tie each button to its match, so a list of cards is not a list of identical buttons', () => {
    render(<MatchCard {...fixture} matchCentreHref="/match/1" />);
    const link = screen.getByRole('link', { name: 'Match Centre' });
    expect(document.getElementById(link.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Brackwater Blues v Rovers');
  });

  it('should have no axe violations as a fixture or a result', async () => {
    const { container } = render(
      <>
        <MatchCard {...fixture} ticketsHref="/tickets" matchCentreHref="/match/1" />
        <MatchCard {...fixture} score={{ home: 0, away: 0 }} onHighlights={() => {}} headingAs="h4" />
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
