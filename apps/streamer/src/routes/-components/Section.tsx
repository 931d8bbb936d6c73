import { Container, Heading, Stack } from '@club/ui';
import type { ReactNode } from 'react';
import * as styles from './Section.css';

export const sectionTones = ['plain', 'raised'] as const;

export interface SectionProps {
  /** The anchor the header links to. */
  id: string;
  title: string;
  tone?: (typeof sectionTones)[number];
  children: ReactNode;
}

/** One section of the streaming home page, focusable so the header's anchor links can move focus to it. */
export function Section({ id, title, tone = 'plain', children }: SectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} tabIndex={-1} className={styles.section({ tone })}>
      <Container>
        <Stack space="medium">
          <Heading level={2} id={`${id}-title`}>
            {title}
          </Heading>
          <div className={styles.body}>{children}</div>
        </Stack>
      </Container>
    </section>
  );
}
