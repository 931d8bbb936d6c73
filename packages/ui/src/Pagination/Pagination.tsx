import { useId, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import { Link } from '../private/Link';
import { Text } from '../Text/Text';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Pagination.css';
import { clampPage, pageItems, resultsRange } from './pageItems';

type Navigation =
  /** Buttons: for lists paged in place, such as the search panel. */
  | { onChange: (page: number) => void; hrefFor?: undefined }
  /** Links: for pages with a URL per page; internal hrefs go through the app's link (the link rule). */
  | { hrefFor: (page: number) => string; onChange?: undefined };

export type PaginationProps = Navigation & {
  /** 1-based; clamped into 1…pageCount. */
  page: number;
  pageCount: number;
  /** Names the navigation landmark; two on one page need different labels. */
  label?: string;
  /** Shows SPEC 2.5's 'a - b of total' line. */
  results?: { pageSize: number; total: number };
};

/**
 * Page numbers with previous and next. Previous and next stay in place on the first and last page
 * but are disabled, so the row never shifts under the pointer.
 */
export function Pagination({ page, pageCount, label = 'Pagination', results, ...navigation }: PaginationProps) {
  const resultsId = useId();
  const count = Math.max(0, Math.floor(pageCount));
  const current = clampPage(page, count);
  const range = results ? resultsRange(current, results.pageSize, results.total) : '';
  if (count <= 1 && !range) return null;

  const control = (target: number, content: ReactNode, extra: { current?: boolean; disabled?: boolean }) => {
    const state = extra.current ? 'current' : extra.disabled ? 'disabled' : 'default';
    const className = styles.item({ state });
    const ariaCurrent = extra.current ? ('page' as const) : undefined;
    if (navigation.hrefFor !== undefined) {
      if (extra.disabled || extra.current) {
        // A link to where you are, or to nowhere, is noise: render text the same size instead.
        return (
          <span className={className} aria-current={ariaCurrent} aria-disabled={extra.disabled || undefined}>
            {content}
          </span>
        );
      }
      return (
        <Link href={navigation.hrefFor(target)} className={className}>
          {content}
        </Link>
      );
    }
    const { onChange } = navigation;
    return (
      <button
        type="button"
        className={className}
        aria-current={ariaCurrent}
        disabled={extra.disabled}
        onClick={extra.current ? undefined : () => onChange(target)}
      >
        {content}
      </button>
    );
  };

  return (
    <div className={styles.root}>
      {count > 1 && (
        <nav aria-label={label} aria-describedby={range ? resultsId : undefined}>
          <ul className={styles.list}>
            <li>
              {control(
                current - 1,
                <>
                  <span className={styles.previousIcon}>
                    <Icon name="Chevron" size="xsmall" />
                  </span>
                  <VisuallyHidden>Previous page</VisuallyHidden>
                </>,
                { disabled: current === 1 },
              )}
            </li>
            {pageItems(current, count).map((item, index) =>
              item === 'gap' ? (
                <li key={`gap-${index}`} aria-hidden="true">
                  <span className={styles.item({ state: 'gap' })}>…</span>
                </li>
              ) : (
                <li key={item}>
                  {control(
                    item,
                    <>
                      <VisuallyHidden>Page </VisuallyHidden>
                      {item}
                    </>,
                    { current: item === current },
                  )}
                </li>
              ),
            )}
            <li>
              {control(
                current + 1,
                <>
                  <VisuallyHidden>Next page</VisuallyHidden>
                  <Icon name="Chevron" size="xsmall" />
                </>,
                { disabled: current === count },
              )}
            </li>
          </ul>
        </nav>
      )}
      {range && (
        <Text size="small" tone="muted" id={resultsId}>
          {range}
        </Text>
      )}
    </div>
  );
}
