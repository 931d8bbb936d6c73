import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import * as stories from './Kit.stories';

// Each of the kit's stories renders in the studio's router context and passes axe, as the club's own
// stories do in packages/ui (stories.a11y.test.tsx); Storybook shows the same renders.
const named = Object.entries(stories as Record<string, { render?: () => ReactNode }>).flatMap(([name, story]) => (story.render ? [[name, story.render] as const] : []));

describe('the studio kit’s stories', () => {
  it('should have a list, a form and the fields', () => {
    expect(named.map(([name]) => name)).toEqual(expect.arrayContaining(['List', 'NewForm', 'EditForm', 'StaleForm', 'Fields']));
  });

  it.each(named)('%s should render and pass axe', async (_name, draw) => {
    const { container } = render(<>{draw()}</>);
    await screen.findByRole('main');
    const results = await axe.run(container, { rules: { region: { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
