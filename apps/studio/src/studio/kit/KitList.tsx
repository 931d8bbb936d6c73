import type { StaffRole, StudioDesk } from '@club/api-client';
import { Button, EmptyState, Heading, type IconName, Loader, Pagination, Text, TextField, toIsoDateTime } from '@club/ui';
import { Link } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useState } from 'react';
import { canUse } from '../desks';
import type { ColumnsSpec } from './collection';
import * as styles from '../desk/desk.css';
import { londonDateTime } from './windowText';

/** One page of a list as the platform answers it. */
type Page = { items: readonly unknown[]; page: number; pageSize: number; total: number };

/**
 * A kit list (promos, adverts, sponsors, packages): its heading and the button that makes a new one (only
 * for the roles that open its desk), a line about the order, a chooser (an advert slot, a sponsor row) and
 * what it lists, then the rows and the platform's pages. Loading, a failure and an empty list are said in words.
 */
export function KitList(props: {
  heading: string;
  /** Shown to the staff whose roles open the collection's desk (`studioDesks` in `@club/api-client`). */
  newItem?: { href: string; label: string; roles: readonly StaffRole[]; collection: { desk: StudioDesk }; icon?: IconName } | undefined;
  intro: string;
  noun: string;
  chooser?: ReactNode;
  subheading?: ReactNode;
} & PagedList) {
  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <Heading level={2} as="h1">
          {props.heading}
        </Heading>
        {props.newItem && canUse(props.newItem.roles, props.newItem.collection.desk) && (
          <Button href={props.newItem.href} icon={props.newItem.icon ?? 'Calendar'}>
            {props.newItem.label}
          </Button>
        )}
      </div>
      <Text tone="muted">{props.intro}</Text>
      <PagedResults
        result={props.result}
        loading={`Loading ${props.noun}`}
        failure={`The ${props.noun} could not be loaded. Reload the page to try again.`}
        before={
          <>
            {props.chooser}
            {props.subheading}
          </>
        }
        empty={props.empty}
        listLabel={props.listLabel}
        ordered={props.ordered !== false}
        pagesLabel={props.pagesLabel}
        hrefFor={props.hrefFor}
      >
        {props.children}
      </PagedResults>
    </div>
  );
}

/** A paged list: its query as `useQuery` answers it (busy while it shows the last page and the next is on its way), its words, its rows. */
type PagedList = {
  result: { status: 'pending' | 'error' | 'success'; data: Page | undefined; isPlaceholderData: boolean };
  empty: { title: string; message: string };
  listLabel: string;
  /** Numbered where the order is the one the sites follow (a kit list's unless `false`). */
  ordered?: boolean;
  pagesLabel: string;
  hrefFor: (page: number) => string;
  children: ReactNode;
};

/**
 * A page of a list the platform pages (a kit list, the newsroom's articles, Club TV's videos, the audit
 * log): loading, a failure and an empty list said in words, then the rows and the platform's pages.
 * `before` shows once the list is asked for (a chooser, a subheading); `inTabs` leaves room under the tabs.
 */
export function PagedResults(props: { loading: string; failure: string; before?: ReactNode; inTabs?: boolean } & PagedList) {
  const List = props.ordered ? 'ol' : 'ul';
  const { status, data, isPlaceholderData } = props.result;
  return (
    <>
      {status === 'pending' && <Loader label={props.loading} />}
      {status === 'error' && <Text tone="critical">{props.failure}</Text>}
      {props.before}
      {status === 'success' && data && data.items.length === 0 && <EmptyState title={props.empty.title} message={props.empty.message} />}
      {status === 'success' && data && data.items.length > 0 && (
        <div className={props.inTabs ? styles.tabResults : styles.results} aria-busy={isPlaceholderData || undefined}>
          <List className={styles.list} aria-label={props.listLabel}>
            {props.children}
          </List>
          <Pagination label={props.pagesLabel} page={data.page} pageCount={Math.ceil(data.total / data.pageSize)} results={{ pageSize: data.pageSize, total: data.total }} hrefFor={props.hrefFor} />
        </div>
      )}
    </>
  );
}

/** A row of a commercial list: its link and facts, its state as a badge, and what sits beside them. */
export function ItemRow(props: { link: ReactNode; meta: (string | null)[]; badge: { state: string; label: string }; aside?: ReactNode; actions?: ReactNode }) {
  return (
    <li className={styles.row}>
      <div className={styles.main}>
        {props.link}
        {props.meta.map(
          (line, index) =>
            line !== null && (
              <p key={index} className={styles.meta}>
                {line}
              </p>
            ),
        )}
        {props.actions}
      </div>
      <span className={styles.badge} data-state={props.badge.state}>
        {props.badge.label}
      </span>
      {props.aside && <div className={styles.main}>{props.aside}</div>}
    </li>
  );
}

/** A row drawn from a collection's columns: its link, facts, badge and window. */
export function CollectionRow<Item>(props: { columns: ColumnsSpec<Item>; item: Item; href: string; meta?: (string | null)[]; actions?: ReactNode }) {
  const { columns, item } = props;
  const window = columns.window?.(item);
  return (
    <ItemRow
      link={
        <Link to={props.href} className={styles.title}>
          {columns.title(item)}
        </Link>
      }
      meta={props.meta ?? columns.meta(item)}
      badge={columns.badge(item)}
      aside={window && <WindowText start={window.start} end={window.end} />}
      actions={props.actions}
    />
  );
}

/** When a promo or an advert runs, in London time. */
export function WindowText({ start, end }: { start: string; end: string }) {
  return (
    <>
      <p className={styles.meta}>
        From <time dateTime={toIsoDateTime(start)}>{londonDateTime(start)}</time>
      </p>
      <p className={styles.meta}>
        Until <time dateTime={toIsoDateTime(end)}>{londonDateTime(end)}</time>
      </p>
    </>
  );
}

/**
 * The slots or rows a list can show (an advert slot, a sponsor row), each a link to the list at `to` with
 * its key as the search `param`; the one listed underlined and marked current.
 */
export function Chooser<Key extends string | number>(props: { label: string; to: string; param: string; choices: readonly { key: Key; label: string }[]; current: Key }) {
  return (
    <nav aria-label={props.label}>
      <ul className={styles.roleList}>
        {props.choices.map((choice) => (
          <li key={choice.key}>
            <Link to={props.to} search={{ [props.param]: choice.key }} className={styles.chooser} aria-current={choice.key === props.current ? 'page' : undefined}>
              {choice.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A list's search (vouchers by code, articles by title): what is typed is searched on the platform when sent. */
export function SearchBox(props: { label: string; hint: string; initial: string; onSearch: (query: string) => void }) {
  const [query, setQuery] = useState(props.initial);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onSearch(query.trim());
  };
  return (
    <form className={styles.search} role="search" onSubmit={onSubmit}>
      <TextField label={props.label} name="q" hint={props.hint} value={query} onChange={setQuery} />
      <Button type="submit" variant="ghost-dark" icon="Search">
        Search
      </Button>
    </form>
  );
}
