import { randomInt } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectPageErrors, expectNoAccessibilityViolations, signInToStudio } from './support';
import { clubUrl } from './urls';

// Issue 16: the commercial desk uploads its own images instead of typing image keys. commercial@ uploads a
// PNG made here for a new promo, saves it, and a visitor of the club site sees that very image in the promo
// overlay, decoded by the browser. Real platform, real image service, real Chromium; the promo is switched
// off again at the end, whatever happened.

const phone = { width: 375, height: 812 };
const desktop = { width: 1280, height: 900 };

// Staff at the studio and a visitor on the club site in one journey, on a busy 2-core machine: a bound for
// a hung journey, not a guess at how long one takes.
test.describe.configure({ timeout: 240_000 });

/** axe at a phone's width and at a desktop's, the page left at the desktop's. */
async function expectAccessibleAtBothWidths(page: Page): Promise<void> {
  await page.setViewportSize(phone);
  await expectNoAccessibilityViolations(page);
  await page.setViewportSize(desktop);
  await expectNoAccessibilityViolations(page);
}

/** London wall-clock 'yyyy-MM-ddTHH:mm' (a datetime-local input's value) `days` from the journeys' pinned clock. */
function londonInput(days: number): string {
  const at = new Date(Date.parse(process.env.E2E_CLOCK_NOW ?? '2026-12-05T15:20:00Z') + days * 86_400_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A square PNG in one colour of its own (so each run uploads new bytes), with a white band across it. */
function solidPng(side: number, rgb: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const rows = Array.from({ length: side }, (_, y) => {
    const colour = y > side / 3 && y < (2 * side) / 3 ? [255, 255, 255] : rgb;
    return Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: side }, () => colour).flat())]);
  });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The width the browser decoded an image at: 0 until (unless) it has loaded and decoded. */
const naturalWidth = (image: Locator) => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0));

test.describe('images in the commercial desk', () => {
  test('commercial staff upload an image for a promo and save it; a visitor on the club site sees that image', async ({ page, browser }) => {
    const errors = collectPageErrors(page);
    const alt = `Away day coach offer ${randomInt(1_000_000)}: travel with the Blues`;
    const fileName = `away-coach-${randomInt(1_000_000)}.png`;
    const png = solidPng(240, [randomInt(256), randomInt(256), randomInt(256)]);

    await page.goto('/commercial/promos/new');
    await signInToStudio(page, 'commercial@example.com');
    await expect(page.getByRole('heading', { level: 1, name: 'New promo' })).toBeVisible();
    await expect(page.getByText('No image chosen yet')).toBeVisible();

    // Upload from the button, as a keyboard user would: focus it, press Enter, pick the file.
    const upload = page.getByRole('button', { name: 'Upload an image: Image' });
    await upload.focus();
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Enter');
    await (await chooser).setFiles({ name: fileName, mimeType: 'image/png', buffer: png });
    await expect(page.getByRole('status').filter({ hasText: `Uploaded ${fileName}. Create the promo to use it.` })).toBeVisible();
    const key = page.getByRole('textbox', { name: 'Image', exact: true });
    await expect(key).toHaveValue(/^uploads\/commercial\/[0-9a-f]{64}\.png$/);
    const imageKey = await key.inputValue();
    const preview = page.getByRole('img', { name: 'Preview of the image' });
    await expect(preview).toHaveAttribute('src', `/images/fit-in/400x400/${imageKey}`);
    await expect.poll(() => naturalWidth(preview)).toBeGreaterThan(0);

    // The desk's recent uploads: this one first, marked as the one chosen.
    await page.getByRole('button', { name: 'Choose a recent upload: Image' }).click();
    const recent = page.getByRole('region', { name: 'Recent uploads for the image' });
    const chosen = recent.getByRole('button', { pressed: true });
    await expect(chosen).toHaveCount(1);
    await expect(chosen).toContainText('240 × 240 PNG');
    await expect(recent.getByRole('button').first()).toHaveAttribute('aria-pressed', 'true');

    // A text file renamed to .png: refused in words, the chosen image kept.
    const refused = page.waitForEvent('filechooser');
    await upload.click();
    await (await refused).setFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('Not a picture at all.') });
    await expect(page.getByRole('alert').filter({ hasText: 'That file is not a JPEG, PNG, WebP or SVG image. Export it as one of those and upload it again.' })).toBeVisible();
    await expect(key).toHaveValue(imageKey);

    // Removed, the keyboard stays in the field; a key typed by hand is checked as it is typed, in the
    // platform's words; choosing the upload puts it back.
    await page.getByRole('button', { name: 'Remove the image: Image' }).click();
    await expect(key).toHaveValue('');
    await expect(upload).toBeFocused();
    await expect(page.getByText('No image chosen yet')).toBeVisible();
    await key.fill('not a key');
    await expect(page.getByText('Give an image library key like promos/club-shop.png.')).toBeVisible();
    await recent.getByRole('button').first().click();
    await expect(key).toHaveValue(imageKey);
    await expect(page.getByText('Give an image library key like promos/club-shop.png.')).toHaveCount(0);

    await page.getByRole('textbox', { name: 'Image description' }).fill(alt);
    await page.getByRole('textbox', { name: 'Opens' }).fill('/videos/subscriptions');
    await page.getByLabel('Starts (London time)').fill(londonInput(-1));
    await page.getByLabel('Ends (London time)').fill(londonInput(7));
    // Not for children: only a visitor who switched child mode off sees it (and no other journey's fan).
    await page.getByRole('checkbox', { name: 'Child friendly' }).uncheck();
    await expectAccessibleAtBothWidths(page);
    await page.getByRole('button', { name: 'Create promo' }).click();

    await expect(page.getByRole('heading', { level: 1, name: /^Promo \d+$/ })).toBeVisible();
    await expect(page.getByText('Running', { exact: true })).toBeVisible();
    const promoUrl = page.url();
    const promoId = Number(promoUrl.split('/').pop());
    // Opened again, the form shows the saved image.
    await expect(page.getByRole('textbox', { name: 'Image', exact: true })).toHaveValue(imageKey);
    await expect.poll(() => naturalWidth(page.getByRole('img', { name: 'Preview of the image' }))).toBeGreaterThan(0);
    try {
      // A visitor who has seen every other running promo and switched child mode off: this one is next.
      const offered = (await (await page.request.get(`${clubUrl}/api/promos/promo-overlays?channel=Web`)).json()) as { body: { promoID: number }[] };
      const seen = offered.body.map((promo) => promo.promoID).filter((id) => id !== promoId);
      const cookie = (name: string, value: string) => ({ name, value, domain: '127.0.0.1', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const });
      const visitorContext = await browser.newContext({
        baseURL: clubUrl,
        storageState: { cookies: [cookie('club_cookie_consent', '1'), cookie('club_promos_seen', seen.join('.')), cookie('club_child_friendly', '0')], origins: [] },
      });
      const visitor = await visitorContext.newPage();
      const visitorErrors = collectPageErrors(visitor);
      await visitor.goto('/');
      const promotion = visitor.getByRole('dialog', { name: 'Promotion' });
      const shown = promotion.getByRole('img', { name: alt });
      await expect(shown).toBeVisible();
      // Drawn through the image service from the uploaded file, at the promo's sizes (a srcset).
      await expect(shown).toHaveAttribute('src', new RegExp(`^/images/\\d+x\\d+/${imageKey.replace(/[./]/g, '\\$&')}$`));
      await expect(shown).toHaveAttribute('srcset', new RegExp(imageKey.replace(/[./]/g, '\\$&')));
      await expect.poll(() => naturalWidth(shown)).toBeGreaterThan(0);
      await visitor.setViewportSize(phone);
      await expect.poll(() => naturalWidth(shown)).toBeGreaterThan(0);
      await expectNoAccessibilityViolations(visitor);
      await visitor.setViewportSize(desktop);
      await expectNoAccessibilityViolations(visitor);
      expect(visitorErrors).toEqual([]);
      await visitorContext.close();
    } finally {
      // Switched off again, whatever happened: the promo is this journey's alone.
      await page.goto(promoUrl);
      await page.getByRole('checkbox', { name: 'Switched on' }).uncheck();
      await page.getByRole('button', { name: 'Save promo' }).click();
      await expect(page.getByText('Saved. The promo is switched off: the club site does not show it.')).toBeVisible();
    }
    // The 415 above, and the signed-out session look-ups (401/404) every studio sign-in makes.
    expect(errors.filter((error) => !/40[14]|415/.test(error))).toEqual([]);
  });
});
