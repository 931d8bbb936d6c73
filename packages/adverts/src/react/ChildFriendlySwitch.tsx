import { childFriendlyAtom, setChildFriendly } from '@club/site-state';
import { useAtomValue, useSetAtom } from 'jotai';
import { childModeCookie } from '../childMode/childMode';
import * as styles from './ChildFriendlySwitch.css';
import { secureCookies, writeCookies } from './writeCookie';

export type ChildFriendlySwitchProps = {
  label?: string;
};

/**
 * SPEC 3/6: child-friendly mode, on by default, as a labelled switch. Switching stores the choice in a
 * cookie (so the next server render already hides or shows the same sponsors and adverts) and applies
 * it at once to everything reading `childFriendlyAtom`.
 */
export function ChildFriendlySwitch({ label = 'Child-friendly mode' }: ChildFriendlySwitchProps) {
  const on = useAtomValue(childFriendlyAtom);
  const setOn = useSetAtom(setChildFriendly);
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      className={styles.root}
      onClick={() => {
        writeCookies([childModeCookie(!on, secureCookies())]);
        setOn(!on);
      }}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span>{label}</span>
      {/* The state is the switch's aria-checked; the word is for sighted fans. */}
      <span className={styles.state} aria-hidden="true">
        {on ? 'On' : 'Off'}
      </span>
    </button>
  );
}
