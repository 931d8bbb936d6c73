import { Container, Heading, Stack } from '@club/ui';
import type { ReactNode } from 'react';
import * as styles from './Section.css';

export const sectionTones = ['plain', 'raised'] as const;

export interface SectionProps {
  /** The anchor the header links to. */
  id: string;
  title: string;
  tone?: (typeof sectionTones)[number];
  /** Lists and grids use the container's full width; text keeps a reading measure. */
  wide?: boolean;
  children: ReactNode;
}

/** One section of the streaming home page; the header's anchor links scroll to it and focus its heading. */
export function Section({ id, title, tone = 'plain', wide = false, children }: SectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.section({ tone })}>
      <Container>
        <Stack space="medium">
          <Heading level={2} id={`${id}-title`}>
            {title}
          </Heading>
          <div className={wide ? undefined : styles.body}>{children}</div>
        </Stack>
      </Container>
    </section>
  );
}
