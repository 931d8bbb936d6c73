import { ApiError, type StudioSession } from '@club/api-client';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { StudioApi } from '../studioApi';
import { deskQueries } from './deskQueries';
import { loadDesk } from './loadDesk';

const session = (roles: StudioSession['roles']): StudioSession => ({ sub: 'staff-1', email: 'staff@example.com', name: 'Staff', roles });
const promos = { items: [{ promoID: 7 }], page: 1, pageSize: 20, total: 1 };

function studioWith(promosCall: () => Promise<unknown>): StudioApi {
  return { commercial: { promos: vi.fn(promosCall) } } as unknown as StudioApi;
}

describe('loadDesk', () => {
  it('should put the desk page data in the query cache under the key its page reads', async () => {
    const queryClient = new QueryClient();
    const studio = studioWith(() => Promise.resolve(promos));
    await loadDesk({ access: { state: 'staff', session: session(['commercial']) }, queryClient, studio }, 'commercial', (client, api) =>
      client.ensureQueryData(deskQueries.promos(api, {})),
    );
    expect(queryClient.getQueryData(deskQueries.promos(studio, {}).queryKey)).toEqual(promos);
  });

  it('should ask nothing for staff whose roles do not open the desk', async () => {
    const queryClient = new QueryClient();
    const studio = studioWith(() => Promise.resolve(promos));
    await loadDesk({ access: { state: 'staff', session: session(['editor']) }, queryClient, studio }, 'commercial', (client, api) =>
      client.ensureQueryData(deskQueries.promos(api, {})),
    );
    expect(studio.commercial.promos).not.toHaveBeenCalled();
  });

  it('should leave a refusal of the data to the page, which says it in words', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const studio = studioWith(() => Promise.reject(new ApiError(404, 'There is no promo with that number.')));
    await expect(
      loadDesk({ access: { state: 'staff', session: session(['admin']) }, queryClient, studio }, 'commercial', (client, api) =>
        client.ensureQueryData(deskQueries.promos(api, {})),
      ),
    ).resolves.toBeUndefined();
    expect(queryClient.getQueryState(deskQueries.promos(studio, {}).queryKey)?.status).toBe('error');
  });
});
