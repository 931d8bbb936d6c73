import { clubConfig } from '@club/config';
import * as styles from './Crest.css';

export const crestSizes = ['small', 'standard', 'large', 'xlarge'] as const;
export type CrestSize = (typeof crestSizes)[number];

export type CrestProps = {
  /** The club's name, which makes the crest an image with that name; omit it when text beside it names the club. */
  title?: string;
  size?: CrestSize;
};

/** The club's crest: a shield, the quay's wave, and the monogram from the club configuration. */
export function Crest({ title, size = 'standard' }: CrestProps) {
  const a11y = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true };
  return (
    <svg className={styles.crest({ size })} viewBox="0 0 48 56" focusable="false" {...a11y}>
      <path
        className={styles.shield}
        strokeWidth="2.5"
        strokeLinejoin="round"
        d="M24 2.5 44.5 8v18.5c0 13-8.6 21.8-20.5 27-11.9-5.2-20.5-14-20.5-27V8z"
      />
      <path className={styles.band} d="M5.2 9.4 24 4.4l18.8 5V15H5.2z" />
      <text className={styles.letters} x="24" y="34" textAnchor="middle" fontSize="17" letterSpacing="0.5">
        {clubConfig.crest.initials}
      </text>
      <path
        className={styles.wave}
        strokeWidth="2.5"
        strokeLinecap="round"
        d="M11 41.5c2.2-2.2 4.4-2.2 6.5 0s4.4 2.2 6.5 0 4.4-2.2 6.5 0 4.4 2.2 6.5 0"
      />
    </svg>
  );
}
