import { Button, Heading, Text, type IconName } from '@club/ui';
import type { ReactNode } from 'react';
import * as styles from '../../../../studio/desk/desk.css';

/** One part of the commercial desk on its landing page: what it does, and the way in. */
export function DeskSection({
  id,
  title,
  href,
  icon,
  more,
  children,
}: {
  id: string;
  title: string;
  href: string;
  icon: IconName;
  /** A second way in, beside the first. */
  more?: { title: string; href: string };
  children: ReactNode;
}) {
  return (
    <section className={styles.panel} aria-labelledby={`${id}-heading`}>
      <Heading level={3} as="h2" id={`${id}-heading`}>
        {title}
      </Heading>
      <Text>{children}</Text>
      <div className={styles.actions}>
        <Button href={href} icon={icon}>
          {title}
        </Button>
        {more && (
          <Button href={more.href} icon={icon} variant="ghost-dark">
            {more.title}
          </Button>
        )}
      </div>
    </section>
  );
}
