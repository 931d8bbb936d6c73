import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../private/testing/axe';
import { Inline } from './Inline';

describe('Inline', () => {
  it('should render children side by side in a div by default', () => {
    render(
      <Inline space="small">
        <span>Left</span>
        <span>Right</span>
      </Inline>,
    );
    expect(screen.getByText('Left').parentElement?.tagName).toBe('DIV');
  });

  it('should wrap each child in a list item when rendered as a list', () => {
    render(
      <Inline as="ul" space="small" align="center" wrap={false}>
        <span>News</span>
        <span>Matches</span>
      </Inline>,
    );
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <Inline as="ul" space="small" alignY="bottom">
        <a href="/news">News</a>
        <a href="/matches">Matches</a>
      </Inline>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
