import { Icon } from '../Icon/Icon';
import * as styles from './ContactLinks.css';

export type ContactLinksProps = {
  /** As it should be shown, e.g. '01632 960 000'; dialled without spaces. */
  phone?: string;
  email?: string;
  /** One line per entry. */
  address?: string[];
};

/** The club's phone, email and address, each with its icon; phone and email are links. */
export function ContactLinks({ phone, email, address }: ContactLinksProps) {
  if (phone === undefined && email === undefined && (address === undefined || address.length === 0)) return null;
  return (
    <address className={styles.root}>
      <ul className={styles.list}>
        {phone !== undefined && (
          <li className={styles.item}>
            <Icon name="Phone" size="small" />
            <a className={styles.link} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
              {phone}
            </a>
          </li>
        )}
        {email !== undefined && (
          <li className={styles.item}>
            <Icon name="Email" size="small" />
            <a className={styles.link} href={`mailto:${email}`}>
              {email}
            </a>
          </li>
        )}
        {address !== undefined && address.length > 0 && (
          <li className={styles.item}>
            <Icon name="Location" size="small" />
            <span>
              {address.map((line) => (
                <span key={line} className={styles.line}>
                  {line}
                </span>
              ))}
            </span>
          </li>
        )}
      </ul>
    </address>
  );
}
