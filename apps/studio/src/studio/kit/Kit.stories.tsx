import { type StudioPromo, StudioConflictError } from '@club/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { promoCollection } from '../../routes/_staff/commercial/-components/promoCollection';
import { sponsorCollection } from '../../routes/_staff/commercial/-components/sponsorCollection';
import { voucherCollection } from '../../routes/_staff/commercial/-components/voucherCollection';
import type { StudioApi } from '../studioApi';
import { checkForm, fieldsOf } from './collection';
import { grantOptionsFixture, promoFixture, sponsorRowsFixture } from './fixtures';
import { KitField } from './KitField';
import { KitForm } from './KitForm';
import { CollectionRow, KitList } from './KitList';

// The studio kit's pieces in the club's Storybook (packages/ui/.storybook/main.ts finds them): a list, a
// form and its fields, each drawn from a collection's description. A story stands in for the studio's
// router and its one client; saving answers as the platform would, a stale save with its 409.

const promo = (promoId: number, overrides: Partial<StudioPromo> = {}) => promoFixture(promoId, { version: 3, ...overrides });

const conflict = new StudioConflictError({
  statusCode: 409,
  error: 'Conflict',
  message: 'Sam Seller saved this promo at 10:02. Load their version to carry on.',
  code: 'versionConflict',
  updatedBy: 'sam@example.com',
  updatedByName: 'Sam Seller',
  updatedAt: '2026-07-01T09:02:00Z',
  version: 4,
});

/** The studio client a story needs: a save answers as the platform would (a stale one with its 409). */
const storyStudio = {
  images: async () => ({ items: [], total: 0, page: 1, pageSize: 24 }),
  commercial: {
    createPromo: async (body: object) => promo(1002, { ...body, version: 1 }),
    updatePromo: async (_id: number, body: { version: number }) => {
      if (body.version < 3) throw conflict;
      return promo(1001, { ...body, version: body.version + 1 });
    },
    createSponsor: async (body: object) => ({ sponsorID: 102, ...body, origin: 'studio', version: 1, updatedAt: null, updatedByEmail: null }),
    updateSponsor: async (id: number, body: { version: number }) => ({ sponsorID: id, ...body, origin: 'studio', version: body.version + 1, updatedAt: null, updatedByEmail: null }),
  },
} as unknown as StudioApi;

/** The studio's router context (its one client) and query client, around one piece. */
function InStudio({ children }: { children: ReactNode }) {
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRoute({ component: () => <main>{children}</main> }),
      history: createMemoryHistory({ initialEntries: ['/'] }),
      context: { studio: storyStudio },
    }),
  );
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }));
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

const promos = [promo(1001), promo(1002, { type: 'Mini', imageAltText: 'Summer tour tickets', status: 'scheduled' }), promo(3, { enabled: false, status: 'disabled', origin: 'seed' })];

function PromoList({ items, roles }: { items: StudioPromo[]; roles: ('commercial' | 'editor')[] }) {
  return (
    <KitList
      heading="Promos"
      newItem={{ href: '/commercial/promos/new', label: 'New promo', roles, collection: promoCollection }}
      intro="The club site shows a fan the first running promo they have not seen yet, in this order, one a visit."
      noun="promos"
      result={{ status: 'success', data: { items, page: 1, pageSize: 20, total: items.length }, isPlaceholderData: false }}
      empty={{ title: 'No promos yet', message: 'Make one with New promo.' }}
      listLabel="Promos"
      pagesLabel="Promo pages"
      hrefFor={(page) => `/commercial/promos?page=${page}`}
    >
      {items.map((item) => (
        <CollectionRow key={item.promoID} columns={promoCollection.columns} item={item} href={promoCollection.itemHref(item)} />
      ))}
    </KitList>
  );
}

const rows = sponsorRowsFixture;

export default {
  title: 'Studio kit/Collection',
  parameters: { layout: 'padded' },
};

/** A collection's list: its columns, its badges, New for the roles that open its desk. */
export const List = { render: () => <InStudio>{<PromoList items={promos} roles={['commercial']} />}</InStudio> };

/** Without New: an editor does not open the commercial desk's collections. */
export const ListWithoutNew = { name: 'List without New (another role)', render: () => <InStudio>{<PromoList items={promos} roles={['editor']} />}</InStudio> };

export const EmptyList = { name: 'Empty list', render: () => <InStudio>{<PromoList items={[]} roles={['commercial']} />}</InStudio> };

/** A new promo's form: each field checked as it is typed with the platform's own schema. */
export const NewForm = { name: 'Form: new', render: () => <InStudio>{<KitForm collection={promoCollection} extra={undefined} />}</InStudio> };

/** Opened at version 3: it saves. */
export const EditForm = { name: 'Form: edit', render: () => <InStudio>{<KitForm collection={promoCollection} item={promo(1001)} extra={undefined} />}</InStudio> };

/** Opened at version 2 while the platform holds 3: Save says who saved since (409). */
export const StaleForm = { name: 'Form: stale version (409)', render: () => <InStudio>{<KitForm collection={promoCollection} item={promo(1001, { version: 2 })} extra={undefined} />}</InStudio> };

/** Choices and help that follow what the page knows: a sponsor's rows. */
export const SponsorForm = {
  name: 'Form: sponsor in its rows',
  render: () => <InStudio>{<KitForm collection={sponsorCollection} extra={{ rows, rowID: 1 }} />}</InStudio>,
};

/** Fields that show when they apply, a select whose choices follow another, and a code looked up as it is typed. */
export const VoucherForm = {
  name: 'Form: new voucher',
  render: () => <InStudio>{<KitForm collection={voucherCollection} extra={{ options: grantOptionsFixture, redeemed: 0 }} />}</InStudio>,
};

/** Each kind of field once, with a message where the schema has one. */
function AllFields() {
  const form = { ...promoCollection.empty(undefined), url: 'javascript:alert(1)' };
  const context = { isNew: true, form, extra: undefined };
  // The schema's own messages, as the form shows them after a first submit.
  const errors = checkForm(promoCollection, form, { isNew: true, extra: undefined }).errors ?? {};
  return (
    <div style={{ display: 'grid', gap: 24, maxWidth: 640 }}>
      {fieldsOf(promoCollection, context).map((spec) => (
        <KitField key={spec.key} spec={spec} context={context} subject="promo" value={form[spec.key]} onChange={() => undefined} error={errors[spec.wire ?? spec.key]} />
      ))}
    </div>
  );
}

export const Fields = { name: 'Fields: every kind', render: () => <InStudio>{<AllFields />}</InStudio> };
