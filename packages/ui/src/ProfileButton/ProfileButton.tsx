import { Button } from '../Button/Button';
import { preloadOverlay } from '../private/focusTrapLoader';
import * as styles from './ProfileButton.css';

/** SPEC 4: the login check starts unknown, then settles on logged in or out. */
export const profileButtonStates = ['loggedOut', 'loggedIn', 'unknown'] as const;
export type ProfileButtonState = (typeof profileButtonStates)[number];

export type ProfileButtonProps = {
  state: ProfileButtonState;
  /** Opens the account panel (the login form or the account summary). */
  onClick: () => void;
  /** Whether the account panel is open. */
  expanded?: boolean;
  controls?: string;
  logInLabel?: string;
  profileLabel?: string;
};

/**
 * 'Log In' when logged out, 'Profile' when logged in (SPEC 2.5). While the login check runs it is a
 * placeholder of the same size, so the header does not shift when the answer arrives. Hovering or
 * focusing it fetches the account panel's focus trap ahead of the first opening.
 */
export function ProfileButton({
  state,
  onClick,
  expanded,
  controls,
  logInLabel = 'Log In',
  profileLabel = 'Profile',
}: ProfileButtonProps) {
  const label = buttonLabel(state, logInLabel, profileLabel);
  return (
    <span className={styles.slot} data-state={state}>
      {label === null ? (
        <span className={styles.placeholder} aria-hidden="true" />
      ) : (
        <Button variant="primary-light" size="small" icon="Account" onClick={onClick} onPointerEnter={preloadOverlay} onFocus={preloadOverlay} aria-expanded={expanded} aria-controls={controls}>
          {label}
        </Button>
      )}
    </span>
  );
}

function buttonLabel(state: ProfileButtonState, logInLabel: string, profileLabel: string): string | null {
  switch (state) {
    case 'loggedOut':
      return logInLabel;
    case 'loggedIn':
      return profileLabel;
    case 'unknown':
      return null;
    default:
      return state satisfies never;
  }
}
