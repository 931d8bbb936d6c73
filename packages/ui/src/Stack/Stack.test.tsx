import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../private/testing/axe';
import { Stack, stackAlignments } from './Stack';

describe('Stack', () => {
  it('should wrap each child in a list item when rendered as a list', () => {
    render(
      <Stack as="ul" space="small">
        <span>First</span>
        {null}
        <span>Second</span>
      </Stack>,
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['First', 'Second']);
  });

  it.each(stackAlignments)('should render with align="%s"', (align) => {
    render(
      <Stack space={{ base: 'small', 1024: 'large' }} align={align}>
        <span>{align}</span>
      </Stack>,
    );
    expect(screen.getByText(align)).toBeTruthy();
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <Stack as="ol" space="medium">
        <span>One</span>
        <span>Two</span>
      </Stack>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
