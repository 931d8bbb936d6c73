import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../private/testing/axe';
import { Crest, crestSizes } from './Crest';

describe('Crest', () => {
  it('should be an image named by its title', () => {
    render(<Crest title="Brackwater Blues FC" />);
    expect(screen.getByRole('img', { name: 'Brackwater Blues FC' })).toBeTruthy();
  });

  it('should be hidden without a title, for when text beside it names the club', () => {
    render(<Crest />);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it.each(crestSizes)('should render the %s size', (size) => {
    render(<Crest size={size} title={size} />);
    expect(screen.getByRole('img', { name: size })).toBeTruthy();
  });

  it('should have no axe violations', async () => {
    const { container } = render(<Crest title="Brackwater Blues FC" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
