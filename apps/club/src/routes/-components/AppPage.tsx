import { Box, Button, Container, Heading, Icon, Image, Stack, Text } from '@club/ui';
import { appFeatures, appScreenshots, appStores } from './appPageContent';
import { appPageDescription, appPageTitle } from './appPageHead';
import * as styles from './AppPage.css';

/** SPEC 2.1 /app: the mobile app, its stores, features and screens. */
export function AppPage() {
  return (
    <>
      <Box background="surfaceInverse" paddingY={{ base: 'xxlarge', 1024: 'xxxlarge' }}>
        <Container width="wide">
          <div className={styles.heroText}>
            <Stack space="large">
              <Heading level={1} tone="inverse">
                {appPageTitle}
              </Heading>
              <Text tone="inverse">{appPageDescription}</Text>
              <ul className={styles.stores} aria-label="Get the app">
                {appStores.map((store) => (
                  <li key={store.store}>
                    <Button href={store.href} newTab variant="primary-light" icon={store.icon}>
                      {store.label}
                    </Button>
                  </li>
                ))}
              </ul>
            </Stack>
          </div>
        </Container>
      </Box>
      <Container width="wide">
        <div className={styles.section}>
          <Stack space="xxlarge">
            <section aria-labelledby="app-features">
              <Stack space="large">
                <Heading level={2} id="app-features">
                  What&apos;s in the app
                </Heading>
                <ul className={styles.features}>
                  {appFeatures.map((feature) => (
                    <li key={feature.title} className={styles.feature}>
                      <Icon name={feature.icon} size="large" />
                      <Heading level={3}>{feature.title}</Heading>
                      <Text>{feature.body}</Text>
                    </li>
                  ))}
                </ul>
              </Stack>
            </section>
            <section aria-labelledby="app-screens">
              <Stack space="large">
                <Heading level={2} id="app-screens">
                  Screenshots
                </Heading>
                <ul className={styles.screens}>
                  {appScreenshots.map((shot) => (
                    <li key={shot.imageKey}>
                      <Image imageKey={shot.imageKey} alt={shot.alt} ratio="1:1" sizes="(min-width: 760px) 33vw, 100vw" />
                    </li>
                  ))}
                </ul>
              </Stack>
            </section>
          </Stack>
        </div>
      </Container>
    </>
  );
}
