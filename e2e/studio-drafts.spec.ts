import { randomInt } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser } from '@playwright/test';
import { clubVisitor, collectPageErrors, expectNoAccessibilityViolations, signInToStudio } from './support';

// Issue 28, a newsroom safety net: a published story is edited as a draft while fans keep reading the
// published one; Publish changes puts the new version on the club site, Discard draft goes back to it.
const leadImage = fileURLToPath(new URL('./fixtures/studio/lead-image.png', import.meta.url));

/** A word no seeded article holds, so the story's address is its own. */
function uniqueWord(): string {
  return Array.from({ length: 10 }, () => String.fromCharCode(97 + randomInt(26))).join('');
}

/**
 * What a visitor to the club site reads as the story's headline. The page is asked again while it is not
 * `expected` yet: a platform slow to answer on a busy machine gives the site's error page, not the story.
 */
async function expectPublicHeadline(browser: Browser, path: string, expected: string): Promise<void> {
  const context = await clubVisitor(browser);
  const visitor = await context.newPage();
  await expect
    .poll(async () => {
      await visitor.goto(path);
      return visitor.getByRole('heading', { level: 1 }).textContent();
    }, { timeout: 60_000 })
    .toBe(expected);
  await context.close();
}

test.describe('a published story edited as a draft', () => {
  test("an editor changes a live story's headline; the club site keeps the old one until Publish changes, then shows the new one", async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    const errors = collectPageErrors(page);
    const word = uniqueWord();
    const title = `Cup run ${word} goes on`;
    const newTitle = `Cup run ${word} reaches the final`;

    await page.goto('/news/new');
    await signInToStudio(page, 'editor@example.com');
    await page.getByLabel('Title').fill(title);
    await expect(page).toHaveURL(/\/news\/\d+$/);
    await page.getByLabel('Standfirst').fill('Another away win in the cup.');
    const leadImageChooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload an image: Lead image' }).click();
    await (await leadImageChooser).setFiles(leadImage);
    await expect(page.getByRole('img', { name: 'Preview of the lead image' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Body' }).click();
    await page.keyboard.type('The Blues won on the road again.');
    await page.getByRole('button', { name: 'Publish now' }).click();
    await expect(page.locator('[data-state="published"]')).toHaveText('Published');
    const publishing = page.getByRole('complementary', { name: 'Publishing' });
    const publicPath = new URL((await publishing.getByRole('link', { name: 'View on the club site' }).getAttribute('href')) ?? '').pathname;

    // The headline changed: it saves itself as the story's draft, and the club site keeps the published one.
    await page.getByLabel('Title').fill(newTitle);
    const draft = publishing.getByRole('group', { name: 'Draft changes: the club site shows the published version until you publish them.' });
    await expect(draft).toBeVisible();
    await expect(page.getByText('with draft changes')).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await expectPublicHeadline(browser, publicPath, title);

    // The editor reopening the story sees the draft.
    await page.reload();
    await expect(page.getByLabel('Title')).toHaveValue(newTitle);

    await draft.getByRole('button', { name: 'Publish changes' }).click();
    await expect(draft).toBeHidden();
    await expect(page.getByText('with draft changes')).toBeHidden();
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByRole('list', { name: 'Versions, newest first' }).getByRole('listitem').first()).toContainText(
      /Changes published by .+\(current\)/,
    );
    await expectPublicHeadline(browser, publicPath, newTitle);

    // Another change, thought better of: Discard draft (asked once more) goes back to the published version.
    await page.getByLabel('Title').fill(`${newTitle}, at last`);
    await expect(draft).toBeVisible();
    await draft.getByRole('button', { name: 'Discard draft' }).click();
    await expect(draft.getByText(/^Discard the draft changes\?/)).toBeFocused();
    await draft.getByRole('button', { name: 'Yes, discard the draft' }).click();
    await expect(draft).toBeHidden();
    await expect(page.getByLabel('Title')).toHaveValue(newTitle);
    await expectPublicHeadline(browser, publicPath, newTitle);

    // What the studio's page may report: the session check before signing in (401), and the entitlements
    // lookup that @club/auth's sign-in makes (404: the editor holds no passes).
    expect(errors.filter((error) => !/40[14]/.test(error))).toEqual([]);
  });
});
