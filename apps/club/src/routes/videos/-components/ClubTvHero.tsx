import { Box, Container, Heading, Stack, Text } from '@club/ui';
import type { ReactNode } from 'react';
import * as styles from './Videos.css';

/** The dark band at the top of Club TV's pages: title, description and the way to the live streams. */
export function ClubTvHero({ title, description, children }: { title: string; description: string; children?: ReactNode }) {
  return (
    <Box background="surfaceInverse" paddingY={{ base: 'xxlarge', 1024: 'xxxlarge' }}>
      <Container width="wide">
        <div className={styles.heroText}>
          <Stack space="large">
            <Heading level={1} tone="inverse">
              {title}
            </Heading>
            <Text tone="inverse">{description}</Text>
            {children}
          </Stack>
        </div>
      </Container>
    </Box>
  );
}
