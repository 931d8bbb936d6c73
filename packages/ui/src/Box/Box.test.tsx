import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../private/testing/axe';
import { Box } from './Box';

describe('Box', () => {
  it('should render a div by default', () => {
    render(<Box padding="small">Content</Box>);
    expect(screen.getByText('Content').tagName).toBe('DIV');
  });

  it('should render the tag it is given, with its native attributes', () => {
    render(
      <Box as="section" aria-label="Latest news" id="latest">
        Stories
      </Box>,
    );
    const region = screen.getByRole('region', { name: 'Latest news' });
    expect(region.tagName).toBe('SECTION');
    expect(region.id).toBe('latest');
  });

  it('should turn sprinkles props into classes, not attributes', () => {
    render(
      <Box display="flex" padding={{ base: 'small', 760: 'large' }} background="surfaceInverse">
        Styled
      </Box>,
    );
    const box = screen.getByText('Styled');
    expect(box.hasAttribute('padding')).toBe(false);
    expect(box.hasAttribute('display')).toBe(false);
    expect(box.className.split(' ').length).toBeGreaterThan(3);
  });

  it('should have no axe violations as a list', async () => {
    const { container } = render(
      <Box as="ul" display="flex" gap="small">
        <Box as="li">One</Box>
        <Box as="li">Two</Box>
      </Box>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
