import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LinkProvider, type LinkComponentProps } from '../LinkProvider/LinkProvider';
import { axeViolations } from '../private/testing/axe';
import { Button, buttonSizes, buttonVariants } from './Button';

function RouterLink({ href, ...anchorProps }: LinkComponentProps) {
  return <a href={href} data-router-link="" {...anchorProps} />;
}

describe('Button', () => {
  it.each(buttonVariants)('should render the %s variant as a button that can be clicked', async (variant) => {
    const onClick = vi.fn();
    render(
      <Button variant={variant} onClick={onClick}>
        Buy Tickets
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Buy Tickets' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it.each(buttonSizes)('should render the %s size', (size) => {
    render(<Button size={size}>Load more news</Button>);
    expect(screen.getByRole('button', { name: 'Load more news' })).toBeTruthy();
  });

  it('should default to type="button" so it never submits a form by accident', () => {
    render(<Button>Filter Results</Button>);
    expect(screen.getByRole('button', { name: 'Filter Results' }).getAttribute('type')).toBe('button');
  });

  it('should pass type, disabled and aria attributes through', async () => {
    const onClick = vi.fn();
    render(
      <Button type="submit" disabled aria-describedby="hint" onClick={onClick}>
        Confirm
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Confirm' });
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.getAttribute('aria-describedby')).toBe('hint');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('should keep its icon out of the accessible name', () => {
    render(
      <Button icon="Play" iconAlign="right">
        Watch Live
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Watch Live' });
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('should place the icon on the side it is told', () => {
    render(
      <>
        <Button icon="Play">Left</Button>
        <Button icon="Play" iconAlign="right">
          Right
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Left' }).firstElementChild?.tagName).toBe('svg');
    expect(screen.getByRole('button', { name: 'Right' }).lastElementChild?.tagName).toBe('svg');
  });

  describe('given an href', () => {
    it('should render an internal link through the app link component', () => {
      render(
        <LinkProvider component={RouterLink}>
          <Button href="/match">Match Centre</Button>
        </LinkProvider>,
      );
      const link = screen.getByRole('link', { name: 'Match Centre' });
      expect(link.hasAttribute('data-router-link')).toBe(true);
      expect(screen.queryByRole('button')).toBeNull();
    });

    it('should render an external new-tab link as a plain anchor', () => {
      render(
        <LinkProvider component={RouterLink}>
          <Button href="https://tickets.example.com" newTab>
            Buy Tickets
          </Button>
        </LinkProvider>,
      );
      const link = screen.getByRole('link', { name: 'Buy Tickets (opens in a new tab)' });
      expect(link.hasAttribute('data-router-link')).toBe(false);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    });
  });

  it('should have no axe violations in any variant', async () => {
    const { container } = render(
      <>
        {buttonVariants.map((variant) => (
          <Button key={variant} variant={variant} icon="Tickets">
            {variant}
          </Button>
        ))}
        <Button href="/tickets">Tickets</Button>
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
