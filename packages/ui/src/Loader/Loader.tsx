import { Text } from '../Text/Text';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Loader.css';

export const loaderSizes = ['small', 'standard', 'large'] as const;
export type LoaderSize = (typeof loaderSizes)[number];

export const labelVisibilities = ['hidden', 'visible'] as const;
export type LabelVisibility = (typeof labelVisibilities)[number];

export type LoaderProps = {
  /** What is loading, for screen readers (and on screen when `labelVisibility` is visible). */
  label?: string;
  labelVisibility?: LabelVisibility;
  size?: LoaderSize;
};

/** A spinner in a polite status region, e.g. while search results or packages load. */
export function Loader({ label = 'Loading', labelVisibility = 'hidden', size = 'standard' }: LoaderProps) {
  return (
    <div className={styles.root} role="status">
      <span className={styles.spinner({ size })} aria-hidden="true" />
      {labelVisibility === 'visible' ? (
        <Text as="span" size="small" tone="muted">
          {label}
        </Text>
      ) : (
        <VisuallyHidden>{label}</VisuallyHidden>
      )}
    </div>
  );
}
