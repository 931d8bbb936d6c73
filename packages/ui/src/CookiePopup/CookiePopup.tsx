import { useId, type MouseEvent, type ReactNode } from 'react';
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
  /**
   * Where the buttons post the choice before the page's script runs (`choice` = 'all' or 'essential',
   * `return` = this page), so the notice is answerable the moment it shows. Once hydrated, the buttons
   * call the handlers above instead.
   */
  form?: { action: string; returnTo: string };
};

/**
 * SPEC 2.5's cookie notice, fixed at the bottom. Not a modal: the site stays usable, and nothing
 * optional runs until the fan chooses. Storing the choice (60 days) is the app's job.
 */
export function CookiePopup({ open, heading = 'We use cookies', children, onAcceptAll, onEssentialOnly, form }: CookiePopupProps) {
  const headingId = useId();
  if (!open) return null;
  const answer = (handler: () => void) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    handler();
  };
  return (
    <section className={styles.root} aria-labelledby={headingId} data-state="open">
      <div className={styles.inner}>
        <div className={styles.text}>
          <Heading level={5} as="h2" id={headingId}>
            {heading}
          </Heading>
          <div className={styles.body}>{children}</div>
        </div>
        {form ? (
          <form className={styles.actions} method="post" action={form.action}>
            <input type="hidden" name="return" value={form.returnTo} />
            <Button variant="primary-light" size="small" type="submit" name="choice" value="all" onClick={answer(onAcceptAll)}>
              Accept All Cookies
            </Button>
            <Button variant="ghost-light" size="small" type="submit" name="choice" value="essential" onClick={answer(onEssentialOnly)}>
              Only Essential
            </Button>
          </form>
        ) : (
          // Without a form to post to, plain buttons: a submit would post to the page itself.
          <div className={styles.actions}>
            <Button variant="primary-light" size="small" onClick={onAcceptAll}>
              Accept All Cookies
            </Button>
            <Button variant="ghost-light" size="small" onClick={onEssentialOnly}>
              Only Essential
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
