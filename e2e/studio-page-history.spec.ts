import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { clubVisitor, collectPageErrors, expectNoAccessibilityViolations, signInToStudio, waitForHydration } from './support';

// Issue 28, a safety net for the content pages too: an editor rewrites a page by mistake, finds the earlier
// text in the page's history, compares the two and restores it; a visitor on the club site reads the
// earlier text again. The page is the journey's own (added to a section, removed at the end), so no other
// journey's page changes under it.

test('an editor rewrites a page, compares it with the earlier version in its history and restores that; the club site shows the earlier text', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const errors = collectPageErrors(page);
  const word = Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26))).join('');
  const title = `Walking football ${word}`;
  const path = `/community/walking-football-${word}`;

  await page.goto('/pages/new');
  await signInToStudio(page, 'editor@example.com');
  await expect(page.getByRole('heading', { level: 1, name: 'New page' })).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel('Section').selectOption({ label: 'Community' });
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Summary').fill('Football at a walking pace for over-50s.');
  const newBody = page.getByRole('textbox', { name: 'Body' });
  await newBody.click();
  await page.keyboard.type('Sessions start at ten on Tuesdays.');
  await page.getByRole('button', { name: 'Add page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit page' })).toBeVisible();
  await waitForHydration(page);

  // Its history starts with its creation, the version the editor holds.
  const history = page.getByRole('region', { name: 'History' });
  const versions = history.getByRole('list', { name: 'Versions, newest first' });
  const created = versions.getByRole('listitem').filter({ hasText: /Created by/ });
  await expect(created).toContainText(/Version 1: Created by .+\(current\)/);

  // Rewritten by mistake, and saved: on the club site at once.
  const body = page.getByRole('textbox', { name: 'Body' });
  await body.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Overwritten by mistake.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  const newest = versions.getByRole('listitem').first();
  await expect(newest).toContainText(/Version 2: Saved by .+\(current\)/);
  await expect(newest).toContainText('Changed: Body');

  // Compared (the newest two are chosen first): the body's words removed and added, one run each way.
  const differences = history.getByRole('group', { name: 'Differences' });
  await expect(differences.locator('del')).toHaveText(['[removed: Sessions start at ten on Tuesdays]']);
  await expect(differences.locator('ins')).toHaveText(['[added: Overwritten by mistake]']);
  await expect(differences).toContainText('Title (no change)');
  await expect(differences).toContainText('Summary (no change)');
  await expectNoAccessibilityViolations(page);

  // Restore, asked once more in the page's words.
  await created.getByRole('button', { name: 'Restore this version' }).click();
  await expect(created.getByText(/^Restore version 1\? Its title, summary and body replace what the page holds now, on the club site at once\./)).toBeFocused();
  await created.getByRole('button', { name: 'Yes, restore this version' }).click();
  await expect(history.getByRole('status')).toHaveText('Version 1 restored. The page is now version 3.');
  await expect(body).toHaveText('Sessions start at ten on Tuesdays.');
  await expect(newest).toContainText(/Version 3: Restored by .+\(current\)/);

  // A returning visitor (cookies chosen, promos seen) reads the earlier text at the page's address.
  const visitorContext = await clubVisitor(browser);
  const visitor = await visitorContext.newPage();
  expect((await visitor.goto(path))?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(visitor.getByRole('main')).toContainText('Sessions start at ten on Tuesdays.');
  await expect(visitor.getByRole('main')).not.toContainText('Overwritten by mistake.');
  await visitorContext.close();

  // The journey's page goes again.
  await page.getByRole('button', { name: 'Remove page' }).click();
  await page.getByRole('button', { name: 'Yes, remove the page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();

  // What the studio's page may report: the session check before signing in (401), and the entitlements
  // lookup that @club/auth's sign-in makes (404: the editor holds no passes).
  expect(errors.filter((error) => !/40[14]/.test(error))).toEqual([]);
});
