import { expect, test, type Page } from '@playwright/test';
import { clubVisitor, collectPageErrors, expectNoAccessibilityViolations, signInToStudio, waitForHydration } from './support';
import { clubUrl } from './urls';

const phone = { width: 375, height: 812 };
const desktop = { width: 1280, height: 900 };

/** axe at a phone's width and at a desktop's, the page left at the desktop's. */
async function expectAccessibleAtBothWidths(page: Page): Promise<void> {
  await page.setViewportSize(phone);
  await expectNoAccessibilityViolations(page);
  await page.setViewportSize(desktop);
  await expectNoAccessibilityViolations(page);
}

// The commercial desk's header sponsors and section sponsor slots (issue 16): commercial@ changes them in
// the studio (:3102) and a visitor of the club site (:3100) sees the change. Real platform, real Chromium.
// Each journey puts the demo world's sponsors back, whatever happens: other journeys read the header.
test.describe.configure({ timeout: 240_000 });


/** Puts the place's sponsor back as the demo world has it (its name, link and flag come with it). */
async function choosePlaceSponsor(page: Page, place: number, sponsor: string): Promise<void> {
  const form = page.getByRole('form', { name: `Place ${place}` });
  await form.getByLabel('Sponsor', { exact: true }).selectOption({ label: sponsor });
  await expect(form.getByRole('textbox', { name: 'Label' })).toHaveValue(sponsor);
  await form.getByRole('button', { name: `Save place ${place}` }).click();
  await expect(form.getByText(`Saved. The club site's header shows ${sponsor} in place ${place} now.`)).toBeVisible();
}

test.describe('header and section sponsors', () => {
  test("commercial staff put another sponsor in the header; a visitor sees it in the club site's header", async ({ page, browser }) => {
    const errors = collectPageErrors(page);
    await page.goto('/commercial');
    await signInToStudio(page, 'commercial@example.com');
    await expect(page.getByRole('heading', { level: 1, name: 'Commercial' })).toBeVisible();
    await page.getByRole('link', { name: 'Header sponsors', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Header sponsors' })).toBeVisible();
    const place = page.getByRole('form', { name: 'Place 2' });
    await expect(place.getByLabel('Sponsor', { exact: true })).toHaveValue('201');
    await waitForHydration(page);
    await expectAccessibleAtBothWidths(page);

    try {
      await place.getByLabel('Sponsor', { exact: true }).selectOption({ label: 'Kittiwake Broadband' });
      await expect(place.getByRole('textbox', { name: 'Label' })).toHaveValue('Kittiwake Broadband');
      // Checked as it is typed, in the platform's words.
      await place.getByRole('textbox', { name: 'Link' }).fill('http://kittiwakebroadband.example');
      await expect(place.getByText("Give the full address of the sponsor's site, starting https://.")).toBeVisible();
      await place.getByRole('textbox', { name: 'Link' }).fill('https://kittiwakebroadband.example/blues');
      await expect(place.getByText("Give the full address of the sponsor's site, starting https://.")).toHaveCount(0);
      await place.getByRole('button', { name: 'Save place 2' }).click();
      await expect(place.getByText("Saved. The club site's header shows Kittiwake Broadband in place 2 now.")).toBeVisible();
      await expectAccessibleAtBothWidths(page);

      const visitorContext = await clubVisitor(browser);
      const visitor = await visitorContext.newPage();
      await visitor.goto('/');
      const header = visitor.getByRole('banner').getByRole('list', { name: 'Sponsors' });
      await expect(header.getByRole('link')).toHaveCount(3);
      await expect(header.getByRole('link').nth(1)).toHaveAccessibleName(/^Kittiwake Broadband/);
      await expect(header.getByRole('link').nth(1)).toHaveAttribute('href', 'https://kittiwakebroadband.example/blues');
      await expect(header.getByRole('link', { name: /^Harrier Sportswear/ })).toHaveCount(0);
      await expectAccessibleAtBothWidths(visitor);
      await visitorContext.close();
    } finally {
      await page.goto('/commercial/header-sponsors');
      await choosePlaceSponsor(page, 2, 'Harrier Sportswear');
    }
    const restored = await page.request.get(`${clubUrl}/api/sponsors/header`);
    expect(((await restored.json()) as { data: { name: string; sponsorUrl: string }[] }).data.map((sponsor) => sponsor.name)).toEqual([
      'Tidewater Building Society',
      'Harrier Sportswear',
      'Quayside Energy',
    ]);
    // The signed-out session look-ups (401/404) every studio sign-in makes.
    expect(errors.filter((error) => !/40[14]/.test(error))).toEqual([]);
  });

  test("commercial staff reorder a section's sponsors by keyboard; the section's page on the club site shows the new order", async ({ page, browser }) => {
    const errors = collectPageErrors(page);
    await page.goto('/commercial');
    await signInToStudio(page, 'commercial@example.com');
    await page.getByRole('link', { name: 'Section sponsors', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Section sponsors' })).toBeVisible();
    const slot = page.getByRole('form', { name: 'Junior Blues sponsor' });
    const list = slot.getByRole('list', { name: 'Junior Blues sponsor Sponsors in order' });
    await expect(list.getByRole('listitem')).toHaveText(['1. Puffin Pies', '2. Sandpiper Spring Water'].map((text) => new RegExp(text.replace('.', '\\.'))));
    await waitForHydration(page);
    await expectAccessibleAtBothWidths(page);

    const visitorContext = await clubVisitor(browser);
    const visitor = await visitorContext.newPage();
    const sponsorsOnKids = visitor.getByRole('main').getByRole('region', { name: 'Junior Blues sponsor' }).getByRole('link');
    try {
      // By keyboard: focus stays on the button pressed, and the new order is said politely.
      const down = slot.getByRole('button', { name: 'Move down Puffin Pies' });
      await down.focus();
      await page.keyboard.press('Enter');
      await expect(slot.getByText('Puffin Pies moved to place 2 of 2. Save the slot to show it on the site.')).toBeVisible();
      await expect(slot.getByRole('button', { name: 'Move down Puffin Pies' })).toBeFocused();
      await expect(list.getByRole('listitem').first()).toContainText('Sandpiper Spring Water');
      await slot.getByRole('button', { name: 'Save slot' }).click();
      await expect(slot.getByText('Saved. The club site shows the change now.')).toBeVisible();
      await expectAccessibleAtBothWidths(page);

      await visitor.goto('/kids');
      await expect(sponsorsOnKids).toHaveCount(2);
      await expect(sponsorsOnKids.first()).toHaveAccessibleName(/^Sandpiper Spring Water/);
      await expect(sponsorsOnKids.nth(1)).toHaveAccessibleName(/^Puffin Pies/);
      await expectAccessibleAtBothWidths(visitor);
    } finally {
      // Back in the demo world's order, whatever happened.
      await page.goto('/commercial/sections');
      const again = page.getByRole('form', { name: 'Junior Blues sponsor' });
      await expect(again.getByRole('list', { name: 'Junior Blues sponsor Sponsors in order' }).getByRole('listitem').first()).toBeVisible();
      await waitForHydration(page);
      if (/Sandpiper/.test((await again.getByRole('listitem').first().textContent()) ?? '')) {
        await again.getByRole('button', { name: 'Move up Puffin Pies' }).click();
        await again.getByRole('button', { name: 'Save slot' }).click();
        await expect(again.getByText('Saved. The club site shows the change now.')).toBeVisible();
      }
    }
    await visitor.goto('/kids');
    await expect(sponsorsOnKids.first()).toHaveAccessibleName(/^Puffin Pies/);
    await visitorContext.close();
    expect(errors.filter((error) => !/40[14]/.test(error))).toEqual([]);
  });
});
