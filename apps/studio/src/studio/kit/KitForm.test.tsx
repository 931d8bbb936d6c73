import { ApiError, StudioConflictError } from '@club/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { advertCollection } from '../../routes/_staff/commercial/-components/advertCollection';
import { promoCollection } from '../../routes/_staff/commercial/-components/promoCollection';
import { sponsorCollection } from '../../routes/_staff/commercial/-components/sponsorCollection';
import { voucherCollection } from '../../routes/_staff/commercial/-components/voucherCollection';
import { packageCollection } from '../../routes/_staff/commercial/-components/packageCollection';
import { advertFixture, grantOptionsFixture, promoFixture, sponsorFixture, sponsorRowsFixture, voucherFixture } from './fixtures';
import { KitForm } from './KitForm';

const navigate = vi.fn(async () => undefined);
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => navigate }));
const studio = {
  commercial: {
    createPromo: vi.fn(),
    updatePromo: vi.fn(),
    createAdvert: vi.fn(),
    updateAdvert: vi.fn(),
    createSponsor: vi.fn(),
    updateSponsor: vi.fn(),
    createVoucher: vi.fn(),
    updateVoucher: vi.fn(),
    voucher: vi.fn(),
    updatePackage: vi.fn(),
  },
  images: { list: vi.fn(async () => ({ items: [], total: 0, page: 1, pageSize: 24 })) },
};
vi.mock('../studioApi', () => ({ useStudioApi: () => studio }));

const promo = promoFixture(1001, { version: 4, status: 'scheduled' });

const advert = advertFixture(7, { version: 2 });

const sponsor = sponsorFixture(101);
const rows = sponsorRowsFixture;

function renderIn(node: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <main>{node}</main>
    </QueryClientProvider>,
  );
}

async function expectNoAxeViolations(container: HTMLElement) {
  const results = await axe.run(container, { rules: { region: { enabled: false } } });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });

beforeEach(() => {
  vi.clearAllMocks();
});

describe('KitForm: a collection drawn from its description', () => {
  it('should label every promo field, keep the choices in their groups and pass axe', async () => {
    const { container } = renderIn(<KitForm collection={promoCollection} extra={undefined} />);
    expect(screen.getByRole('form', { name: 'The promo' })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Shows on' })).getByRole('radio', { name: 'The website' })).toHaveProperty('checked', true);
    expect(within(screen.getByRole('group', { name: 'Size' })).getAllByRole('radio')).toHaveLength(2);
    for (const label of ['Image description', 'Opens']) expect(screen.getByRole('textbox', { name: label })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Image', exact: true } as never)).toBeTruthy();
    expect(screen.getByLabelText('Starts (London time)')).toHaveProperty('type', 'datetime-local');
    expect(screen.getByRole('checkbox', { name: /Child friendly/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: /Switched on/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: 'Create promo' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/commercial/promos');
    await expectNoAxeViolations(container);
  });

  it('should announce the schema’s messages on submit, tie them to their fields and send nothing', async () => {
    const { container } = renderIn(<KitForm collection={promoCollection} extra={undefined} />);
    type('Opens', 'javascript:alert(1)');
    fireEvent.click(screen.getByRole('button', { name: 'Create promo' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('Check the fields marked above.'));
    const description = screen.getByRole('textbox', { name: 'Image description' });
    expect(description.getAttribute('aria-invalid')).toBe('true');
    expect(description.getAttribute('aria-describedby')?.split(' ').map((id) => document.getElementById(id)?.textContent)).toEqual(
      expect.arrayContaining([expect.stringMatching(/Describe the image/)]),
    );
    const start = screen.getByLabelText('Starts (London time)');
    expect(document.getElementById(start.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Give the start as a date and time.');
    expect(studio.commercial.createPromo).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('should save an edit against the version it was opened at, then the one it saved', async () => {
    studio.commercial.updatePromo.mockImplementation(async (_id: number, body: { version: number }) => ({ ...promo, ...body, version: body.version + 1, enabled: false }));
    renderIn(<KitForm collection={promoCollection} item={promo} extra={undefined} />);
    expect(screen.getByRole('textbox', { name: 'Image description' })).toHaveProperty('value', promo.imageAltText);
    // London summer time: 11:00Z is noon on the club's clocks.
    expect(screen.getByLabelText('Starts (London time)')).toHaveProperty('value', '2026-07-01T12:00');
    fireEvent.click(screen.getByRole('checkbox', { name: /Switched on/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save promo' }));
    expect(await screen.findByText('Saved. The promo is switched off: the club site does not show it.')).toBeTruthy();
    expect(studio.commercial.updatePromo).toHaveBeenCalledWith(1001, expect.objectContaining({ version: 4, enabled: false, startDateTime: '2026-07-01T11:00:00.000Z' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save promo' }));
    await vi.waitFor(() => expect(studio.commercial.updatePromo).toHaveBeenCalledTimes(2));
    expect(studio.commercial.updatePromo).toHaveBeenLastCalledWith(1001, expect.objectContaining({ version: 5 }));
  });

  it('should say who saved since when the version is stale (409), in the platform’s words', async () => {
    const message = 'Sam Seller saved this promo at 10:02. Load their version to carry on.';
    studio.commercial.updatePromo.mockRejectedValue(
      new StudioConflictError({ statusCode: 409, error: 'Conflict', message, code: 'versionConflict', updatedBy: 'sam@example.com', updatedByName: 'Sam Seller', updatedAt: '2026-07-01T09:02:00Z', version: 5 }),
    );
    renderIn(<KitForm collection={promoCollection} item={promo} extra={undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save promo' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining(message));
  });

  it('should make a new promo and open it', async () => {
    studio.commercial.createPromo.mockImplementation(async (body: object) => ({ ...promo, ...body, promoID: 1002, version: 1 }));
    renderIn(<KitForm collection={promoCollection} extra={undefined} />);
    type('Image description', 'Summer tour tickets');
    type(/^Image$/, 'promos/summer-tour.png');
    type('Opens', '/tickets');
    fireEvent.change(screen.getByLabelText('Starts (London time)'), { target: { value: '2026-07-01T12:00' } });
    fireEvent.change(screen.getByLabelText('Ends (London time)'), { target: { value: '2026-07-08T12:00' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create promo' })));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith({ href: '/commercial/promos/1002' }));
    expect(studio.commercial.createPromo).toHaveBeenCalledWith(expect.objectContaining({ imageAltText: 'Summer tour tickets', endDateTime: '2026-07-08T11:00:00.000Z' }));
  });
});

describe('the advert form', () => {
  it('should label its fields, check a new advert with its slot and pass axe', async () => {
    studio.commercial.createAdvert.mockImplementation(async (body: object) => ({ ...advert, ...body, id: 8, version: 1 }));
    const { container } = renderIn(<KitForm collection={advertCollection} extra={{ slotID: 'news_page' }} />);
    for (const label of ['Name', 'Mobile image', 'Desktop image (optional)', 'Opens']) expect(screen.getByRole('textbox', { name: label })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Shows on' })).getByRole('radio', { name: 'The app only' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/commercial/adverts?slot=news_page');
    await expectNoAxeViolations(container);
    fireEvent.click(screen.getByRole('button', { name: 'Create advert' }));
    expect(await screen.findByText('Name the advert: it is what a screen reader hears of its image.')).toBeTruthy();
    type('Name', 'Club shop: 20% off the away kit');
    type('Mobile image', 'adverts/club-shop-mobile.png');
    type('Opens', '/shop');
    fireEvent.change(screen.getByLabelText('Starts (London time)'), { target: { value: '2026-07-01T12:00' } });
    fireEvent.change(screen.getByLabelText('Ends (London time)'), { target: { value: '2026-07-08T12:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create advert' }));
    await vi.waitFor(() => expect(studio.commercial.createAdvert).toHaveBeenCalledWith(expect.objectContaining({ slotID: 'news_page', advertName: 'Club shop: 20% off the away kit' })));
  });

  it('should send an edit without a slot (it changes in every slot it is in)', async () => {
    studio.commercial.updateAdvert.mockImplementation(async (_id: number, body: { version: number }) => ({ ...advert, ...body, version: body.version + 1 }));
    renderIn(<KitForm collection={advertCollection} item={advert} extra={{ slotID: advert.slots[0] }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save advert' }));
    expect(await screen.findByText('Saved. The club site shows the change now.')).toBeTruthy();
    const [, body] = studio.commercial.updateAdvert.mock.calls[0] as [number, Record<string, unknown>];
    expect(body).toMatchObject({ version: 2, advertName: advert.advertName });
    expect(body).not.toHaveProperty('slotID');
  });
});

describe('the sponsor form', () => {
  it('should offer the rows, say what a place means in the chosen row and pass axe', async () => {
    const { container } = renderIn(<KitForm collection={sponsorCollection} item={sponsor} extra={{ rows, rowID: 1 }} />);
    expect(screen.getByRole('form', { name: 'Edit the sponsor' })).toBeTruthy();
    const row = screen.getByRole('group', { name: 'Row' });
    expect(within(row).getByRole('radio', { name: 'Principal partners' })).toHaveProperty('checked', true);
    expect(screen.getByText(/This row keeps a set order/)).toBeTruthy();
    fireEvent.click(within(row).getByRole('radio', { name: 'Club partners' }));
    expect(screen.getByText(/This row goes by name/)).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /Published/ })).toHaveProperty('checked', true);
    await expectNoAxeViolations(container);
    type('Place in the row (optional)', 'first');
    expect(await screen.findByText('Give the place as a whole number, 1 first.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sponsors' }).getAttribute('href')).toBe('/commercial/sponsors?row=2');
  });
});

describe('the voucher form', () => {
  const options = { options: grantOptionsFixture, redeemed: 0 };

  it('should label a new voucher’s fields, offer a price only from the package chosen and pass axe', async () => {
    const { container } = renderIn(<KitForm collection={voucherCollection} extra={options} />);
    expect(screen.getByText('The code is made when you create the voucher, like BLUES-7KQ2-M9XP.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Voucher code' })).toBeNull();
    const price = screen.getByRole('combobox', { name: 'Price it stands for' });
    expect(within(price).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a package first']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Package' }), { target: { value: 'video-subscription' } });
    fireEvent.change(price, { target: { value: 'price_video_monthly' } });
    expect(screen.getByText('Grants video')).toBeTruthy();
    // A different package empties the price chosen from the first one's.
    fireEvent.change(screen.getByRole('combobox', { name: 'Package' }), { target: { value: 'audio-monthly' } });
    expect(screen.getByRole('combobox', { name: 'Price it stands for' })).toHaveProperty('value', '');
    expect(screen.queryByRole('textbox', { name: 'Use limit' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Many fans' }));
    expect(screen.getByRole('textbox', { name: 'Use limit' })).toHaveProperty('value', '100');
    expect(screen.queryByRole('checkbox', { name: /Disabled/ })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('should look a typed code up, refuse a taken one in words and send nothing', async () => {
    studio.commercial.voucher.mockImplementation(async (code: string) => {
      if (code === 'BLUES-MONTH') return { voucher: voucherFixture('BLUES-MONTH'), redemptions: [] };
      throw new ApiError(404, 'There is no voucher with that code.');
    });
    renderIn(<KitForm collection={voucherCollection} extra={options} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Type my own' }));
    type('Voucher code', 'blues-month');
    expect(await screen.findByText('That code is already used by another voucher.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Voucher code' }).getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByRole('combobox', { name: 'Package' }), { target: { value: 'video-subscription' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Price it stands for' }), { target: { value: 'price_video_monthly' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create voucher' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('Check the fields marked above.'));
    expect(studio.commercial.createVoucher).not.toHaveBeenCalled();
    type('Voucher code', 'spring-pass');
    expect(await screen.findByText('SPRING-PASS is free.')).toBeTruthy();
  });

  it('should change an opened voucher’s terms against its version and say what a save means', async () => {
    const voucher = voucherFixture('SPRING-PASS', { version: 3, redemptionCount: 2, maxRedemptions: 10 });
    studio.commercial.updateVoucher.mockImplementation(async (_code: string, body: { version: number }) => ({ ...voucher, ...body, version: body.version + 1 }));
    // Its own code is not someone else's: an opened voucher's code is never looked up.
    studio.commercial.voucher.mockResolvedValue({ voucher, redemptions: [] });
    const { container } = renderIn(<KitForm collection={voucherCollection} item={voucher} extra={{ options: null, redeemed: 2 }} />);
    expect(screen.getByRole('form', { name: 'Edit the voucher' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Package' })).toBeNull();
    expect(screen.getByText('How many fans may redeem it; 2 already have')).toBeTruthy();
    type('Use limit', '0');
    expect(await screen.findByText('A voucher must be usable at least once.')).toBeTruthy();
    type('Use limit', '50');
    fireEvent.click(screen.getByRole('checkbox', { name: /Disabled/ }));
    await expectNoAxeViolations(container);
    fireEvent.click(screen.getByRole('button', { name: 'Save voucher' }));
    expect(await screen.findByText('Saved. Fans who redeem it from now on get the new terms.')).toBeTruthy();
    expect(studio.commercial.updateVoucher).toHaveBeenCalledWith('SPRING-PASS', { description: '', maxRedemptions: 50, redeemableUntil: null, accessDays: 31, disabled: true, version: 3 });
    expect(studio.commercial.voucher).not.toHaveBeenCalled();
  });
});

describe('the package form', () => {
  const pkg = {
    id: 'audio-yearly',
    packageType: 'membership' as const,
    title: 'Blues Radio Season',
    description: 'Every game on the radio',
    onSale: true,
    prices: [{ key: 'price_audio_yearly', id: 'price_audio_yearly', type: 'recurring' as const, interval: 'year', amount: 2999, strikethroughAmount: null, entitlements: ['audio'] }],
    updatedAt: null,
    updatedByEmail: null,
    version: 0,
  };

  it('should name each price by how often it is paid, check it in pounds and save it in pence against the version', async () => {
    studio.commercial.updatePackage.mockImplementation(async (_id: string, body: { version: number }) => ({ ...pkg, ...body, version: body.version + 1, onSale: false }));
    const { container } = renderIn(<KitForm collection={packageCollection} item={pkg} extra={pkg} />);
    expect(screen.getByRole('textbox', { name: 'Price a year (£)' })).toHaveProperty('value', '29.99');
    expect(screen.getByText('Now £29.99 a year; grants audio')).toBeTruthy();
    type('Price a year (£)', 'lots');
    expect(await screen.findByText('Give the price in pounds and pence, e.g. 9.99.')).toBeTruthy();
    await expectNoAxeViolations(container);
    type('Price a year (£)', '34.99');
    fireEvent.click(screen.getByRole('checkbox', { name: /On sale/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save package' }));
    expect(await screen.findByText('Saved. The package is off sale: fans cannot buy it.')).toBeTruthy();
    expect(studio.commercial.updatePackage).toHaveBeenCalledWith('audio-yearly', {
      title: 'Blues Radio Season',
      description: 'Every game on the radio',
      onSale: false,
      prices: [{ key: 'price_audio_yearly', amount: 3499, strikethroughAmount: null }],
      version: 0,
    });
    expect(screen.queryByRole('button', { name: /Create/ })).toBeNull();
  });
});
