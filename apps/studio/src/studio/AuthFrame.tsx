import { Heading, Logo, Stack } from '@club/ui';
import type { ReactNode } from 'react';
import * as styles from './AuthFrame.css';

/** The sign-in and not-staff pages: the club's logo and one card in the middle of the page. */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className={styles.page} id="main">
      <div className={styles.card}>
        <Stack space="large">
          <div className={styles.brand}>
            <Logo />
            <span className={styles.studioName}>Studio</span>
          </div>
          <Heading level={2} as="h1">
            {title}
          </Heading>
          {children}
        </Stack>
      </div>
    </main>
  );
}
