import type { StudioPageSummary } from '@club/api-client';

export interface SectionOption {
  value: string;
  label: string;
  fullPath: string;
}

/** Each section named with the sections above it, e.g. 'Tickets › Memberships', in tree order. */
export function sectionOptions(pages: readonly StudioPageSummary[]): SectionOption[] {
  const titleOf = new Map(pages.map((page) => [page.fullPath, page.title]));
  return pages
    .filter((page) => page.template === 'Hub')
    .map((page) => {
      const parts = page.fullPath.split('/');
      const names = parts.map((_, index) => titleOf.get(parts.slice(0, index + 1).join('/')) ?? parts[index]);
      return { value: String(page.id), label: names.join(' › '), fullPath: page.fullPath };
    });
}
