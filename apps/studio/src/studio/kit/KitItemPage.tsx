import { ApiError } from '@club/api-client';
import { Heading, Loader, Text, TextLink } from '@club/ui';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import * as styles from '../desk/desk.css';

/** An item's id from the address: a whole number, or 0 when the address holds none. */
export function idOf(param: string): number {
  return /^\d{1,9}$/.test(param) ? Number(param) : 0;
}

/** Whose an item is, in words: the demo world's until saved here, then the studio's. */
export function originText(item: { origin: 'seed' | 'studio'; updatedByEmail: string | null }): string {
  return item.origin === 'seed' ? 'From the demo world: saving it here makes it the studio’s, kept when the world is laid out again.' : `Last saved by ${item.updatedByEmail ?? 'staff'}.`;
}

/**
 * One item of a collection (a promo, an advert, a sponsor), opened from its list: loaded by the id in the address, said in words when
 * there is none or it cannot be loaded, then its name, its state as a badge, a line about it and its form.
 * `waitFor` is what else the page needs first (a sponsor's rows).
 */
export function KitItemPage<T, Key extends readonly unknown[], Id extends string | number = number>(props: {
  param: string;
  /** The id in the address, or null when it holds none; a whole number unless said (a voucher's code, a package's id). */
  parse?: (param: string) => Id | null;
  query: (id: Id) => UseQueryOptions<T, Error, T, Key>;
  noun: string;
  notFound: string;
  listHref: string;
  listLabel: string;
  waitFor?: 'pending' | 'error' | 'success';
  heading: (item: T) => string;
  badge: (item: T) => { state: string; label: string };
  about: (item: T) => ReactNode;
  children: (item: T) => ReactNode;
}) {
  const id = props.parse ? props.parse(props.param) : ((idOf(props.param) || null) as Id | null);
  const { data, status, error } = useQuery({ ...props.query(id ?? (0 as Id)), enabled: id !== null });
  const waitFor = props.waitFor ?? 'success';
  if (id !== null && (status === 'pending' || waitFor === 'pending')) return <Loader label={`Loading the ${props.noun}`} />;
  if (id === null || status === 'error' || waitFor === 'error') {
    return (
      <div className={styles.page}>
        <Heading level={2} as="h1">
          {props.noun.charAt(0).toUpperCase() + props.noun.slice(1)}
        </Heading>
        <Text tone="critical">
          {id === null || (error instanceof ApiError && error.statusCode === 404) ? props.notFound : `The ${props.noun} could not be loaded. Reload the page to try again.`}
        </Text>
        <TextLink href={props.listHref}>{props.listLabel}</TextLink>
      </div>
    );
  }
  if (!data) return null;
  const badge = props.badge(data);
  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <Heading level={2} as="h1">
          {props.heading(data)}
        </Heading>
        <span className={styles.badge} data-state={badge.state}>
          {badge.label}
        </span>
      </div>
      <Text tone="muted">{props.about(data)}</Text>
      {props.children(data)}
    </div>
  );
}
