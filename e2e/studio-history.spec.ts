import { randomInt } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { clubVisitor, collectPageErrors, expectNoAccessibilityViolations, waitForHydration } from './support';

// Issue 28, a newsroom safety net: an editor overwrites a live story and publishes the change, finds the
// earlier version in its history, compares the two and restores it; the club site shows the earlier text again.
const demoPassword = 'Password123!';
const leadImage = fileURLToPath(new URL('./fixtures/studio/lead-image.png', import.meta.url));

/** A word no seeded article holds, so the story's address is its own. */
function uniqueWord(): string {
  return Array.from({ length: 10 }, () => String.fromCharCode(97 + randomInt(26))).join('');
}

async function signIn(page: Page, email: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the studio' })).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('the history of an article', () => {
  test('an editor overwrites a published story, compares it with the earlier version and restores that; the club site shows the earlier text', async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    const errors = collectPageErrors(page);
    const word = uniqueWord();
    const title = `Derby report ${word}`;

    await page.goto('/news/new');
    await signIn(page, 'editor@example.com');
    await page.getByLabel('Title').fill(title);
    await expect(page).toHaveURL(/\/news\/\d+$/);
    await page.getByLabel('Standfirst').fill('The Blues take the points at the death.');
    const leadImageChooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload an image: Lead image' }).click();
    await (await leadImageChooser).setFiles(leadImage);
    await expect(page.getByRole('img', { name: 'Preview of the lead image' })).toBeVisible();
    const body = page.getByRole('textbox', { name: 'Body' });
    await body.click();
    await page.keyboard.type('A late winner from the captain settled the derby.');
    await page.getByRole('button', { name: 'Publish now' }).click();
    await expect(page.locator('[data-state="published"]')).toHaveText('Published');
    const publishing = page.getByRole('complementary', { name: 'Publishing' });
    const publicPath = new URL((await publishing.getByRole('link', { name: 'View on the club site' }).getAttribute('href')) ?? '').pathname;

    // Overwritten by mistake: the change to a live story saves itself as its draft.
    await body.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Overwritten by mistake.');
    const draft = publishing.getByRole('group', { name: 'Draft changes: the club site shows the published version until you publish them.' });
    await expect(draft).toBeVisible();

    // The history names the save, who made it and what it changed; the earlier version is the one published.
    const history = page.getByRole('region', { name: 'History' });
    const versions = history.getByRole('list', { name: 'Versions, newest first' });
    const newest = versions.getByRole('listitem').first();
    await expect(newest).toContainText(/Draft changes saved by .+\(current\)/);
    await expect(newest).toContainText('Changed: Body');
    const published = versions.getByRole('listitem').filter({ hasText: /Published by/ }).first();
    await expect(published).toBeVisible();

    // Compared with it (the newest two are chosen first), the body's words removed and added.
    const differences = history.getByRole('group', { name: 'Differences' });
    // One run each way, not word by word; the full stop both end with is kept once.
    await expect(differences.locator('del')).toHaveText(['[removed: A late winner from the captain settled the derby]']);
    await expect(differences.locator('ins')).toHaveText(['[added: Overwritten by mistake]']);
    await expect(differences).toContainText('Title (no change)');
    await expectNoAccessibilityViolations(page);

    // And published by mistake too: the club site has it now.
    await draft.getByRole('button', { name: 'Publish changes' }).click();
    await expect(draft).toBeHidden();
    await expect(newest).toContainText(/Changes published by .+\(current\)/);

    // Restore, asked once more; Escape keeps the current version and gives the focus back.
    const restoreButton = published.getByRole('button', { name: 'Restore this version' });
    await restoreButton.click();
    await expect(published.getByText(/^Restore version \d+\? .*on the club site at once/)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(restoreButton).toBeFocused();
    await restoreButton.click();
    await published.getByRole('button', { name: 'Yes, restore this version' }).click();
    await expect(history.getByRole('status')).toHaveText(/^Version \d+ restored\. The article is now version \d+\.$/);
    await expect(body).toHaveText('A late winner from the captain settled the derby.');
    await expect(versions.getByRole('listitem').first()).toContainText(/Restored by .+\(current\)/);

    // A visitor reads the earlier text again at the story's address.
    const visitorContext = await clubVisitor(browser);
    const visitor = await visitorContext.newPage();
    await visitor.goto(publicPath);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(visitor.getByRole('main')).toContainText('A late winner from the captain settled the derby.');
    await expect(visitor.getByRole('main')).not.toContainText('Overwritten by mistake.');
    await visitorContext.close();

    // What the studio's page may report: the session check before signing in (401), and the entitlements
    // lookup that @club/auth's sign-in makes (404: the editor holds no passes).
    expect(errors.filter((error) => !/40[14]/.test(error))).toEqual([]);
  });
});
