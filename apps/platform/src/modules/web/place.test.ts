import { describe, expect, it } from 'vitest';
import { placeSeedPages, type WebContent } from './repo';

type Row = WebContent['pages'][number];

const row = (id: number, parentId: number | null, fullPath: string, order: number, template: 'Hub' | 'Default' = 'Default'): Row => ({
  id,
  parent_id: parentId,
  slug: fullPath.split('/').at(-1)!,
  full_path: fullPath,
  title: fullPath,
  template,
  page_order: order,
  post_type: 'internal',
  new_tab: 0,
  status: 'Published',
  summary: '',
  body: '',
  published_at: '2025-07-01T09:00:00.000Z',
});

// club (academy (staff)), community (about-us)
const seed = [
  row(1, null, 'club', 1, 'Hub'),
  row(2, 1, 'club/academy', 1, 'Hub'),
  row(3, 2, 'club/academy/staff', 1),
  row(4, null, 'community', 2, 'Hub'),
  row(5, 4, 'community/about-us', 1),
];
const pathsOf = (rows: readonly { full_path: string }[]) => rows.map((page) => page.full_path);

describe('placeSeedPages', () => {
  it('should put a moved section, with its pages, under its new section, parents before children', () => {
    const placed = placeSeedPages(seed, [{ origin_path: 'club/academy', parent_origin_path: 'community', page_order: 2 }]);
    expect(pathsOf(placed)).toEqual(['club', 'community', 'community/academy', 'community/academy/staff', 'community/about-us']);
    expect(placed.find((page) => page.id === 3)).toMatchObject({ origin_path: 'club/academy/staff', parent_id: 2 });
    expect(placed.find((page) => page.id === 2)).toMatchObject({ parent_id: 4, page_order: 2 });
  });

  it('should set only the order when no section is named', () => {
    const placed = placeSeedPages(seed, [{ origin_path: 'community', parent_origin_path: null, page_order: 0 }]);
    expect(placed.find((page) => page.id === 4)).toMatchObject({ parent_id: null, page_order: 0, full_path: 'community' });
  });

  it('should leave a page where the seed has it while its section is gone, its address is taken, or it would sit under itself', () => {
    const gone = placeSeedPages(seed, [{ origin_path: 'club/academy', parent_origin_path: 'kids', page_order: 9 }]);
    expect(gone.find((page) => page.id === 2)).toMatchObject({ full_path: 'club/academy', page_order: 1 });
    const taken = placeSeedPages([...seed, row(6, 4, 'community/academy', 2)], [{ origin_path: 'club/academy', parent_origin_path: 'community', page_order: 3 }]);
    expect(taken.find((page) => page.id === 2)?.full_path).toBe('club/academy');
    const cycle = placeSeedPages(seed, [{ origin_path: 'club', parent_origin_path: 'club/academy', page_order: 1 }]);
    expect(pathsOf(cycle)).toEqual(pathsOf(seed));
  });
});
