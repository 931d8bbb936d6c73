import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../private/testing/axe';
import { Text, textTags, textTones } from './Text';

describe('Text', () => {
  it('should render a paragraph by default', () => {
    render(<Text>Gates open at 1:30pm.</Text>);
    expect(screen.getByText('Gates open at 1:30pm.').tagName).toBe('P');
  });

  it.each(textTags)('should render as %s', (tag) => {
    render(<Text as={tag}>Tagged</Text>);
    expect(screen.getByText('Tagged').tagName).toBe(tag.toUpperCase());
  });

  it.each(textTones)('should render the %s tone', (tone) => {
    render(<Text tone={tone}>{tone}</Text>);
    expect(screen.getByText(tone)).toBeTruthy();
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <Text size="large" weight="strong">
        Kick-off 3pm
      </Text>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
