import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { studioQueries } from '../../../../studio/queries';
import * as styles from './ArticleEditor.css';
import { useStudioApi } from '../../../../studio/studioApi';

/** How long the address must stay the same before the platform is asked whether it is free. */
const slugCheckDelayMs = 400;

export type SlugStatusProps = {
  slug: string;
  /** False when the schema already refuses it: no question worth asking. */
  valid: boolean;
  /** The article being edited: its own address is not a clash. */
  except: number | undefined;
  onUseSuggestion: (slug: string) => void;
};

/** Whether the address is free on the club site, asked as it is typed, with a free one offered when not. */
export function SlugStatus({ slug, valid, except, onUseSuggestion }: SlugStatusProps) {
  const studio = useStudioApi();
  const [settled, setSettled] = useState(slug);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(slug), slugCheckDelayMs);
    return () => clearTimeout(timer);
  }, [slug]);
  const asking = valid && settled !== '' && settled === slug;
  const { data } = useQuery({ ...studioQueries.slug(studio, settled, except), enabled: asking });

  let message: ReactNode = '';
  if (asking && data) {
    message = data.available ? (
      'This address is free.'
    ) : (
      <>
        Another article already uses this address.
        {data.suggestion && (
          <>
            {' '}
            <button type="button" className={styles.inlineButton} onClick={() => onUseSuggestion(data.suggestion ?? '')}>
              Use {data.suggestion}
            </button>
          </>
        )}
      </>
    );
  }
  return (
    <p className={styles.slugStatus} aria-live="polite" data-state={asking && data ? (data.available ? 'free' : 'taken') : 'unknown'}>
      {message}
    </p>
  );
}
