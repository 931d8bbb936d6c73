import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The router removes its `$_TSR` bootstrap once the page has hydrated and the stream has ended. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => !('$_TSR' in window));
}

/** Everything the page reports as an error from now on: console errors and uncaught exceptions. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** WCAG 2.2 AA as axe checks it. */
export async function expectNoAccessibilityViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  expect(results.violations.map(({ id, help, nodes }) => `${id}: ${help} (${nodes.length})`)).toEqual([]);
}
