import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '../Button/Button';
import { Logo } from '../Logo/Logo';
import { PasswordField } from '../PasswordField/PasswordField';
import * as styles from './SiteLock.css';

export type SiteLockProps = {
  clubName: string;
  heading: string;
  description: string;
  /** The check lives with the app, so the word never ships in the design system. Async: apps compare digests. */
  isPasswordCorrect: (value: string) => Promise<boolean>;
  /** Called from the entry button (or Enter) once the password matches; the app sets the entry cookie. */
  onEnter: () => void;
  passwordLabel?: string;
  enterLabel?: string;
};

/**
 * The screen shown instead of the site while it is locked (SPEC 4): logo, description and a password
 * field. The entry button appears only once the typed password matches. It is a whole page with its
 * own <main>: render it instead of the layout, not inside it.
 */
export function SiteLock({
  clubName,
  heading,
  description,
  isPasswordCorrect,
  onEnter,
  passwordLabel = 'Password',
  enterLabel = 'Enter',
}: SiteLockProps) {
  const headingId = useId();
  const [value, setValue] = useState('');
  // The last value the check accepted: a keystroke after it hides the button until its own check answers.
  const [acceptedValue, setAcceptedValue] = useState<string | null>(null);
  const matches = acceptedValue === value;

  // No stale flag needed: a late answer for an earlier value records that value, which is no longer
  // the field's, so the button stays hidden until the current value's own answer.
  useEffect(() => {
    void isPasswordCorrect(value).then((correct) => {
      if (correct) setAcceptedValue(value);
    });
  }, [value, isPasswordCorrect]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (matches) onEnter();
  };

  return (
    <main className={styles.root} data-state={matches ? 'unlocked' : 'locked'}>
      <form className={styles.panel} onSubmit={onSubmit} aria-labelledby={headingId}>
        <div className={styles.logo}>
          <Logo clubName={clubName} size="large" />
        </div>
        <h1 id={headingId} className={styles.heading}>
          {heading}
        </h1>
        <p className={styles.description}>{description}</p>
        <div className={styles.field}>
          <PasswordField label={passwordLabel} name="site-password" autoComplete="current-password" value={value} onChange={setValue} />
        </div>
        {/* A fixed-height slot, so the form does not jump when the button appears. */}
        <div className={styles.action}>
          {matches && (
            <Button type="submit" variant="primary-dark" icon="SignIn">
              {enterLabel}
            </Button>
          )}
        </div>
      </form>
    </main>
  );
}
