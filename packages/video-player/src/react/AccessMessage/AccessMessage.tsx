import type { AccessMessage as Message } from '@club/entitlements';
import * as styles from './AccessMessage.css';

/** SPEC 8's access message: the sentence, its links (log in, upgrade, FAQs, support) and the code. */
export function AccessMessage({ message, tone = 'dark' }: { message: Message; tone?: 'dark' | 'light' }) {
  return (
    <div className={styles.message} data-tone={tone} role="alert">
      <p className={styles.text}>{message.text}</p>
      {message.links.length > 0 && (
        <p className={styles.links}>
          {message.links.map((link) => (
            <a key={link.href + link.label} className={styles.link} href={link.href}>
              {link.label}
            </a>
          ))}
        </p>
      )}
      <p className={styles.code}>Error code: {message.code}</p>
    </div>
  );
}
