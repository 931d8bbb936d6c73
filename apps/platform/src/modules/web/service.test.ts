import { describe, expect, it } from 'vitest';
import type { PageRecord } from './repo';
import { buildTree, normalisePath } from './service';

const record = (id: number, parentId: number | null, fullPath: string, pageOrder: number): PageRecord => ({
  id,
  parentId,
  slug: fullPath.split('/').at(-1) ?? fullPath,
  fullPath,
  title: fullPath,
  template: 'Default',
  pageOrder,
  postType: 'internal',
  externalUrl: null,
  newTab: false,
  publishedAt: '2024-06-10T08:30:00.000Z',
  savedAt: '2024-06-10T08:30:00.000Z',
});

describe('buildTree', () => {
  it('should order each level by page order, whatever order the records come in', () => {
    const { roots } = buildTree([
      record(3, 1, 'a/second', 2),
      record(2, 1, 'a/first', 1),
      record(4, null, 'b', 2),
      record(1, null, 'a', 1),
    ]);

    expect(roots.map((node) => node.record.fullPath)).toEqual(['a', 'b']);
    expect(roots[0]?.children.map((node) => node.record.fullPath)).toEqual(['a/first', 'a/second']);
    expect(roots[0]?.children[0]?.nestedLevel).toBe(1);
  });

  it('should leave out a node whose parent is not among the records', () => {
    const { byPath } = buildTree([record(1, null, 'a', 1), record(5, 4, 'hidden/child', 1)]);

    expect([...byPath.keys()]).toEqual(['a']);
  });
});

describe('normalisePath', () => {
  it('should drop leading and trailing slashes', () => {
    expect(normalisePath('/tickets/match-tickets/')).toBe('tickets/match-tickets');
    expect(normalisePath('tickets')).toBe('tickets');
  });
});
