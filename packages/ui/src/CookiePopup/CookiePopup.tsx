import { useId, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import * as styles from './CookiePopup.css';

export type CookiePopupProps = {
  open: boolean;
  heading?: string;
  /** The explanation; may hold a TextLink to the cookies policy. */
  children: ReactNode;
  /** 'Accept All Cookies': analytics, marketing and personalisation on. */
  onAcceptAll: () => void;
  /** 'Only Essential': all three off. */
  onEssentialOnly: () => void;
};

/**
 * SPEC 2.5's cookie notice, fixed at the bottom. Not a modal: the site stays usable, and nothing
 * optional runs until the fan chooses. Storing the choice (60 days) is the app's job.
 */
export function CookiePopup({ open, heading = 'We use cookies', children, onAcceptAll, onEssentialOnly }: CookiePopupProps) {
  const headingId = useId();
  if (!open) return null;
  return (
    <section className={styles.root} aria-labelledby={headingId} data-state="open">
      <div className={styles.inner}>
        <div className={styles.text}>
          <Heading level={5} as="h2" id={headingId}>
            {heading}
          </Heading>
          <div className={styles.body}>{children}</div>
        </div>
        <div className={styles.actions}>
          <Button variant="primary-light" size="small" onClick={onAcceptAll}>
            Accept All Cookies
          </Button>
          <Button variant="ghost-light" size="small" onClick={onEssentialOnly}>
            Only Essential
          </Button>
        </div>
      </div>
    </section>
  );
}
