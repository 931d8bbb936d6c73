import { Box, Container, Heading, Stack, TextLink } from '@club/ui';
import type { ReactNode } from 'react';
import * as styles from './Home.css';

/**
 * A full-width raised band of the home page below its first screen (the latest news, Club TV): its
 * heading beside an "All …" link, then its content.
 */
export function HomeBand({
  headingId,
  title,
  href,
  linkText,
  children,
}: {
  headingId: string;
  title: string;
  href: string;
  linkText: string;
  children: ReactNode;
}) {
  return (
    <Box as="section" background="surfaceRaised" paddingY={{ base: 'xxlarge', 1024: 'xxxlarge' }} aria-labelledby={headingId}>
      <Container width="wide">
        <Stack space="large">
          <div className={styles.sectionHeader}>
            <Heading level={2} id={headingId}>
              {title}
            </Heading>
            <TextLink href={href}>{linkText}</TextLink>
          </div>
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
