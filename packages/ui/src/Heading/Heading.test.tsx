import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../private/testing/axe';
import { Heading, headingLevels, headingTones } from './Heading';

describe('Heading', () => {
  it.each(headingLevels)('should render level %i as its own heading tag', (level) => {
    render(<Heading level={level}>Fixtures</Heading>);
    expect(screen.getByRole('heading', { level, name: 'Fixtures' }).tagName).toBe(`H${level}`);
  });

  it('should render another tag when told, keeping the look of its level', () => {
    render(
      <Heading level={1} as="h2">
        Latest News
      </Heading>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Latest News' })).toBeTruthy();
  });

  it('should render as a span, which is not a heading', () => {
    render(
      <Heading level={3} as="span">
        Kick-off
      </Heading>,
    );
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText('Kick-off').tagName).toBe('SPAN');
  });

  it.each(headingTones)('should render the %s tone', (tone) => {
    render(
      <Heading level={2} tone={tone}>
        Tone
      </Heading>,
    );
    expect(screen.getByRole('heading', { name: 'Tone' })).toBeTruthy();
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <>
        <Heading level={1}>Brackwater Blues</Heading>
        <Heading level={2} id="fixtures">
          Fixtures
        </Heading>
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
