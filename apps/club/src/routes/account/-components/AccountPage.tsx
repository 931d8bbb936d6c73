import { Container, Heading, Stack, Text } from '@club/ui';
import type { ReactNode } from 'react';
import { ClubAuthProvider } from '../../../site/account/ClubAccount';
import * as styles from './AccountPage.css';

export type AccountPageProps = {
  title: string;
  intro?: string;
  children: ReactNode;
};

/** The frame every account page shares: a narrow column, the page's h1 and its form. */
export function AccountPage({ title, intro, children }: AccountPageProps) {
  return (
    <Container width="narrow">
      <div className={styles.page}>
        <Stack space="large">
          <Heading level={1}>{title}</Heading>
          {intro && <Text size="large">{intro}</Text>}
          <ClubAuthProvider>{children}</ClubAuthProvider>
        </Stack>
      </div>
    </Container>
  );
}
