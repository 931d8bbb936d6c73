import { clubConfig } from '@club/config';
import { Crest, type CrestSize } from '../Crest/Crest';
import { Link } from '../private/Link';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Logo.css';

// The club's words come from its configuration (@club/config), like the themes' colours.
const defaultClubName = clubConfig.name;
const [wordmarkFirst, wordmarkSecond] = clubConfig.wordmark;

export type LogoProps = {
  /** Makes the logo a link (usually home, '/'), following the internal/external rule. */
  href?: string;
  /** The full name, for assistive technology. */
  clubName?: string;
  size?: CrestSize;
};

/** Crest and the club's two-line wordmark. The wordmark takes the surrounding text colour. */
export function Logo({ href, clubName = defaultClubName, size = 'standard' }: LogoProps) {
  const content = (
    <>
      <Crest size={size} />
      <span className={styles.wordmark} aria-hidden>
        <span>{wordmarkFirst}</span>
        <span className={styles.wordmarkSecond}>{wordmarkSecond}</span>
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
  // "home" tells a screen reader user where the link goes. The name comes from hidden text, not an
  // aria-label: a label must contain the words shown (Lighthouse's label-content-name-mismatch), and
  // the crest's initials and the two-line wordmark are drawing, not words to say.
  return (
    <Link href={href} className={styles.root}>
      {content}
      <VisuallyHidden>{`${clubName} home`}</VisuallyHidden>
    </Link>
  );
}
