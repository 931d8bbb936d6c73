import { composeStories, setProjectAnnotations } from '@storybook/react';
import { cleanup, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import preview from '../.storybook/preview';
import { axeViolations } from './private/testing/axe';

// Every story a designer can open is a state a fan can meet, so each one is rendered with the
// Storybook decorators (theme, link provider) and checked with axe. Overlays render in portals,
// so the whole document is checked, not just the story's container.
setProjectAnnotations(preview);

type StoryModule = Parameters<typeof composeStories>[0];
// What composeStories gives for one story, narrowed to what this test uses.
type ComposedStory = ComponentType & { parameters: Record<string, unknown> };
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

afterEach(() => cleanup());

describe('every story', () => {
  it('should be found', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(50);
  });

  for (const [file, module] of Object.entries(modules)) {
    const stories = composeStories(module);
    describe(file.replace('./', '').replace('.stories.tsx', ''), () => {
      for (const [name, Story] of Object.entries(stories) as [string, ComposedStory][]) {
        it(`${name} should have no accessibility violations`, async () => {
          render(<Story />);
          // A story may turn a rule off through the a11y addon's own parameter, with its reason
          // beside it, so Storybook's panel and this test agree.
          const a11y = Story.parameters['a11y'] as { config?: { rules?: { id: string; enabled: boolean }[] } } | undefined;
          expect(await axeViolations(document.body, a11y?.config?.rules)).toEqual([]);
        });
      }
    });
  }
});
