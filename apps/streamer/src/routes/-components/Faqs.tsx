import type { StreamerFaq } from '@club/api-client';
import { RichText, Text } from '@club/ui';
import * as styles from './StreamerHome.css';

/**
 * SPEC 2.4 'Having Trouble?': every item of the platform's FAQ feed as a native disclosure widget,
 * which keyboards, screen readers and pages without JavaScript all understand.
 */
export function Faqs({ faqs }: { faqs: StreamerFaq[] }) {
  if (faqs.length === 0) return <Text>Answers to common questions will appear here.</Text>;
  return (
    <div className={styles.faqs}>
      {faqs.map((faq) => (
        <details key={faq.id} id={`faq-${faq.id}`} className={styles.faq}>
          <summary className={styles.faqQuestion}>{faq.title}</summary>
          <div className={styles.faqAnswer}>
            <RichText html={faq.body} />
          </div>
        </details>
      ))}
    </div>
  );
}
