import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { clubVisitor, collectPageErrors, expectNoAccessibilityViolations, signInToStudio, waitForHydration } from './support';

// The shape of the club site's tree (issue 16): an editor adds a page to a section in the studio, a
// visitor reads it at its address and finds it in its section at once, and removing it takes it off
// the club site. Real platform, real Chromium.

test('an editor adds a page to a section; a visitor reads it and finds it in the section, and removing it takes it away', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const errors = collectPageErrors(page);
  const word = Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26))).join('');
  const title = `Walking football ${word}`;
  const path = `/community/walking-football-${word}`;

  await page.goto('/pages');
  await signInToStudio(page, 'editor@example.com');
  await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
  await page.getByRole('link', { name: 'New page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New page' })).toBeVisible();
  await waitForHydration(page);

  // Checked as it is typed: nothing is sent until the form is right.
  await page.getByRole('button', { name: 'Add page' }).click();
  await expect(page.getByLabel('Section')).toHaveAccessibleDescription(/Choose the section the page belongs in\./);
  await expect(page.getByLabel('Title')).toHaveAccessibleDescription(/Give the page a title\./);

  await page.getByLabel('Section').selectOption({ label: 'Community' });
  await page.getByLabel('Title').fill(title);
  // The address follows the title, and says where the page will be.
  await expect(page.getByLabel('Address (slug)')).toHaveValue(`walking-football-${word}`);
  await expect(page.getByLabel('Address (slug)')).toHaveAccessibleDescription(`The page will be at ${path}`);
  await page.getByLabel('Summary').fill('Football at a walking pace for over-50s, every Tuesday.');
  await page.getByRole('textbox', { name: 'Body' }).click();
  await page.keyboard.type(`Sessions for ${word} start at ten.`);
  await expectNoAccessibilityViolations(page);
  await page.getByRole('button', { name: 'Add page' }).click();

  // Added: it opens in the page editor, on the club site at once.
  await expect(page.getByRole('heading', { level: 1, name: 'Edit page' })).toBeVisible();
  await expect(page).toHaveURL(/\/pages\/\d+$/);
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByRole('link', { name: 'View on the club site' })).toHaveAttribute('href', new RegExp(`${path}$`));

  // A returning visitor (cookies chosen, promos seen), so no modal stands over the page.
  const visitorContext = await clubVisitor(browser);
  const visitor = await visitorContext.newPage();
  const visitorErrors = collectPageErrors(visitor);
  expect((await visitor.goto(path))?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(visitor.getByRole('main')).toContainText(`Sessions for ${word} start at ten.`);
  await visitor.goto('/community');
  await expect(visitor.getByRole('main').getByRole('link', { name: title })).toHaveAttribute('href', path);

  // The same address again is refused in words, and nothing is added.
  await page.goto('/pages/new');
  await waitForHydration(page);
  await page.getByLabel('Section').selectOption({ label: 'Community' });
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Summary').fill('A second try.');
  await page.getByRole('button', { name: 'Add page' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'is already a page' })).toHaveText(`${path} is already a page. Choose another address.`);

  // The list marks it as added here; the club's own pages offer no removal.
  await page.goto('/pages');
  const row = page.getByRole('list', { name: 'Pages' }).getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('Added in the studio');
  await row.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit page' })).toBeVisible();
  await waitForHydration(page);

  // Removing asks once more, and Keep it keeps it.
  await page.getByRole('button', { name: 'Remove page' }).click();
  await expect(page.getByText(`Remove “${title}” from the club site?`)).toBeFocused();
  await page.getByRole('button', { name: 'Keep it' }).click();
  await expect(page.getByRole('button', { name: 'Remove page' })).toBeFocused();
  await page.getByRole('button', { name: 'Remove page' }).click();
  await page.getByRole('button', { name: 'Yes, remove the page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Pages' }).getByRole('listitem').filter({ hasText: title })).toHaveCount(0);

  expect((await visitor.goto(path))?.status()).toBe(404);
  await visitor.goto('/community');
  await expect(visitor.getByRole('main').getByRole('link', { name: title })).toHaveCount(0);
  await visitorContext.close();

  // What the pages may report: the session check before signing in (401), the entitlements lookup of a
  // sign-in (404), the refused second page (409), and the visitor's removed page (404).
  expect(errors.filter((error) => !/40[149]/.test(error))).toEqual([]);
  expect(visitorErrors.filter((error) => !/404/.test(error))).toEqual([]);
});

test('a page of the club’s own tree cannot be removed in the studio', async ({ page }) => {
  await page.goto('/pages');
  await signInToStudio(page, 'editor@example.com');
  await page.getByRole('list', { name: 'Pages' }).getByRole('link', { name: 'Partnerships', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit page' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove page' })).toHaveCount(0);
});

// Issue 28, nothing lost: the club's content pages carry tables (prices, times, contacts), and a save from
// the studio's editor used to drop them. An editor opens a seeded page with one, adds a word elsewhere and
// saves; the club site still shows the table, its caption, header cells and rows. The word goes again at
// the end, so the page is as seeded for every other journey.
test('an editor changes a word on a page with a table and saves; the club site still shows the table', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const errors = collectPageErrors(page);
  const word = Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26))).join('');
  const caption = 'Harbour Lounge prices for 2025/26, per person';

  await page.goto('/pages');
  await signInToStudio(page, 'editor@example.com');
  await page.getByRole('list', { name: 'Pages' }).getByRole('link', { name: 'Harbour Lounge', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit page' })).toBeVisible();
  await waitForHydration(page);
  const address = new URL((await page.getByRole('link', { name: 'View on the club site' }).getAttribute('href'))!).pathname;
  const newest = page.getByRole('region', { name: 'History' }).getByRole('list', { name: 'Versions, newest first' }).getByRole('listitem').first();

  // The table shows in the editor, captioned, with its header cells and rows.
  const body = page.getByRole('textbox', { name: 'Body' });
  const table = body.getByRole('table', { name: caption });
  await expect(table.getByRole('columnheader')).toHaveText(['Fixture', 'Adult', 'Under 16']);
  await expect(table.getByRole('row')).toHaveCount(3);

  // The row tools work on the table the cursor is in: a row added, and deleted again.
  const addRow = page.getByRole('button', { name: 'Add row' });
  await expect(addRow).toBeDisabled();
  await table.getByRole('cell', { name: '£89' }).click();
  await addRow.click();
  await expect(table.getByRole('row')).toHaveCount(4);
  // The new row is under the cursor's, empty; the cursor stays where it was, so the editor moves into it.
  const added = table.getByRole('row').nth(2);
  await expect(added).toHaveText('');
  await added.getByRole('cell').first().click();
  await page.getByRole('button', { name: 'Delete row' }).click();
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText(['Category A', '£89', '£49']);

  // The caption is asked for in place, under the toolbar (no browser prompt over the page), with the caption
  // it has; Escape leaves it as it was and gives the focus back to the tool.
  const captionTool = page.getByRole('button', { name: 'Table caption' });
  await captionTool.click();
  const captionField = page.getByRole('group', { name: 'Table caption' }).getByRole('textbox', { name: 'Table caption' });
  await expect(captionField).toBeFocused();
  await expect(captionField).toHaveValue(caption);
  await expectNoAccessibilityViolations(page);
  await page.screenshot({ path: test.info().outputPath('page-editor-caption.png') });
  await page.keyboard.press('Escape');
  await expect(captionField).toBeHidden();
  await expect(captionTool).toBeFocused();
  await expect(body.getByRole('table', { name: caption })).toBeVisible();

  // A word added elsewhere, and saved.
  const paragraph = body.getByText('Smart casual. Football shirts are welcome.');
  await paragraph.click();
  await page.keyboard.press('End');
  await page.keyboard.type(` Scarves ${word}.`);
  await expectNoAccessibilityViolations(page);
  await page.getByRole('button', { name: 'Save changes' }).click();
  // A seeded page has no history until its first save.
  await expect(newest).toContainText(/Version \d+: Saved by .+\(current\)/);
  await expect(newest).toContainText('Changed: Body');
  const saved = Number(/Version (\d+)/.exec((await newest.textContent()) ?? '')?.[1]);

  // A returning visitor reads the new word, and the table as it was.
  const visitorContext = await clubVisitor(browser);
  const visitor = await visitorContext.newPage();
  expect((await visitor.goto(address))?.status()).toBe(200);
  const main = visitor.getByRole('main');
  await expect(main).toContainText(`Smart casual. Football shirts are welcome. Scarves ${word}.`);
  const served = main.getByRole('table', { name: caption });
  await expect(served.getByRole('columnheader')).toHaveText(['Fixture', 'Adult', 'Under 16']);
  await expect(served.getByRole('row').filter({ hasText: 'Category A' }).getByRole('cell')).toHaveText(['Category A', '£89', '£49']);
  await expect(served.getByRole('row')).toHaveCount(3);
  // On a phone the table fits the column (a wide one scrolls inside it): the page never scrolls sideways.
  await visitor.setViewportSize({ width: 390, height: 844 });
  await expect(served).toBeVisible();
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The widest of the club's tables (four columns of prices) scrolls inside the column too.
  await visitor.goto('/tickets/match-tickets');
  const wide = visitor.getByRole('main').getByRole('table', { name: "Men's first team home league match tickets, 2025/26" });
  await expect(wide.getByRole('columnheader')).toHaveCount(4);
  expect(await wide.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  // Its caption stays in view, whole, above the scrolling cells.
  const captionBox = (await wide.locator('caption').boundingBox())!;
  expect(captionBox.x + captionBox.width).toBeLessThanOrEqual(390);
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await visitorContext.close();

  // The word goes again; the table stays.
  await paragraph.click();
  await page.keyboard.press('End');
  for (let i = 0; i < ` Scarves ${word}.`.length; i++) await page.keyboard.press('Backspace');
  await expect(paragraph).toHaveText('Smart casual. Football shirts are welcome.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(newest).toContainText(new RegExp(`Version ${saved + 1}: Saved by .+\\(current\\)`));
  await expect(table.getByRole('row')).toHaveCount(3);

  // What the studio's page may report: the session check before signing in (401), and the entitlements
  // lookup that @club/auth's sign-in makes (404: the editor holds no passes).
  expect(errors.filter((error) => !/40[14]/.test(error))).toEqual([]);
});
