import { Image } from '../Image/Image';
import { Link } from '../private/Link';
import * as styles from './SponsorLogos.css';

export type Sponsor = {
  /** The sponsor's name: the logo's alt text, so the link is named by it. */
  name: string;
  imageKey: string;
  href: string;
};

/** SPEC 3: the header carries three fixed sponsors. */
export const headerSponsorLimit = 3;

export type SponsorLogosProps = {
  sponsors: Sponsor[];
  /** Names the list for assistive technology. */
  label?: string;
};

/** The header's sponsors: up to three logos, each a link to the sponsor in a new tab. */
export function SponsorLogos({ sponsors, label = 'Sponsors' }: SponsorLogosProps) {
  if (sponsors.length === 0) return null;
  return (
    <ul aria-label={label} className={styles.list}>
      {sponsors.slice(0, headerSponsorLimit).map((sponsor) => (
        <li key={sponsor.href} className={styles.item}>
          <Link href={sponsor.href} newTab className={styles.link}>
            <Image imageKey={sponsor.imageKey} alt={sponsor.name} ratio="3:2" fit="contain" sizes="60px" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
