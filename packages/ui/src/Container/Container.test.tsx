import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../private/testing/axe';
import { Container, containerWidths } from './Container';

describe('Container', () => {
  it.each(containerWidths)('should render the %s width', (width) => {
    render(<Container width={width}>{width}</Container>);
    expect(screen.getByText(width).tagName).toBe('DIV');
  });

  it('should render as main with an id, for the skip link to land on', () => {
    render(
      <Container as="main" id="main">
        Page
      </Container>,
    );
    expect(screen.getByRole('main').id).toBe('main');
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <Container width="narrow">
        <p>Article body</p>
      </Container>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
