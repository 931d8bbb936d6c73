import type { NewsLookupQuery } from '@club/api-client';

/** What an article URL under /news names: a bare slug, or a slug under a (partial) London date. */
export type NewsPath = { slug: string } | (NewsLookupQuery & { year: number });

const slug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const year = /^\d{4}$/;
const monthOrDay = /^\d{1,2}$/;

function inRange(value: string, min: number, max: number): number | undefined {
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

/**
 * SPEC 2.1's article URLs after '/news/': '{slug}', '{year}/{slug}', '{year}/{month}/{slug}' and
 * '{year}/{month}/{day}/{slug}'. A four-digit first segment is a year; anything else that is not one
 * of these shapes is undefined, which the route answers with a 404 without asking the platform.
 */
export function parseNewsPath(splat: string | undefined): NewsPath | undefined {
  const segments = (splat ?? '').split('/').filter((segment) => segment !== '');
  const last = segments.at(-1);
  if (last === undefined || !slug.test(last)) return undefined;
  if (segments.length === 1) return { slug: last };

  const [yearPart = '', ...dateParts] = segments.slice(0, -1);
  if (!year.test(yearPart) || dateParts.length > 2) return undefined;
  if (!dateParts.every((part) => monthOrDay.test(part))) return undefined;
  const [monthPart, dayPart] = dateParts;
  const month = monthPart === undefined ? undefined : inRange(monthPart, 1, 12);
  const day = dayPart === undefined ? undefined : inRange(dayPart, 1, 31);
  if ((monthPart !== undefined && month === undefined) || (dayPart !== undefined && day === undefined)) return undefined;
  return {
    year: Number(yearPart),
    ...(month === undefined ? {} : { month }),
    ...(day === undefined ? {} : { day }),
    slug: last,
  };
}
