import { Crest, type CrestSize } from '../Crest/Crest';
import { Link } from '../private/Link';
import * as styles from './Logo.css';

// Brand words, like the crest's drawing, move into club configuration in a later issue.
const defaultClubName = 'Brackwater Blues FC';
const wordmarkLines = ['Brackwater', 'Blues'] as const;

export type LogoProps = {
  /** Makes the logo a link (usually home, '/'), following the internal/external rule. */
  href?: string;
  /** The full name, for assistive technology. */
  clubName?: string;
  size?: CrestSize;
};

/** Crest and 'Brackwater Blues' wordmark. The wordmark takes the surrounding text colour. */
export function Logo({ href, clubName = defaultClubName, size = 'standard' }: LogoProps) {
  const content = (
    <>
      <Crest size={size} />
      <span className={styles.wordmark} aria-hidden>
        <span>{wordmarkLines[0]}</span>
        <span className={styles.wordmarkSecond}>{wordmarkLines[1]}</span>
      </span>
    </>
  );
  if (href === undefined) {
    return (
      <span className={styles.root} role="img" aria-label={clubName}>
        {content}
      </span>
    );
  }
  // "home" tells a screen reader user where the link goes; the name still contains the visible words.
  return (
    <Link href={href} className={styles.root} aria-label={`${clubName} home`}>
      {content}
    </Link>
  );
}
