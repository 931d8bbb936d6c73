import { Image } from '../Image/Image';
import { Link } from '../private/Link';
import type { Sponsor } from '../SponsorLogos/SponsorLogos';
import * as styles from './SponsorRows.css';

/** SPEC 3's sponsorSize: Principal Partners are large, Official Partners small. */
export const sponsorRowSizes = ['small', 'large'] as const;
export type SponsorRowSize = (typeof sponsorRowSizes)[number];

export type SponsorRow = { title: string; size: SponsorRowSize; sponsors: Sponsor[] };

export type SponsorRowsProps = {
  rows: SponsorRow[];
  /** The section's name for assistive technology. */
  label?: string;
};

function logoSizes(size: SponsorRowSize): string {
  switch (size) {
    case 'small':
      return '120px';
    case 'large':
      return '200px';
    default:
      return size satisfies never;
  }
}

/** The footer's sponsor rows: a title over a row of logos, each a link to the sponsor in a new tab. */
export function SponsorRows({ rows, label = 'Our partners' }: SponsorRowsProps) {
  const shown = rows.filter((row) => row.sponsors.length > 0);
  if (shown.length === 0) return null;
  return (
    <section aria-label={label} className={styles.root}>
      {shown.map((row) => (
        <div key={row.title} className={styles.row} data-size={row.size}>
          <h2 className={styles.title({ size: row.size })}>{row.title}</h2>
          <ul className={styles.logos}>
            {row.sponsors.map((sponsor) => (
              <li key={sponsor.href} className={styles.logo({ size: row.size })}>
                <Link href={sponsor.href} newTab className={styles.link}>
                  <Image imageKey={sponsor.imageKey} alt={sponsor.name} ratio="3:2" fit="contain" sizes={logoSizes(row.size)} />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
