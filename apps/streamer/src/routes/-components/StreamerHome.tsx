import { Box, Button, Container, Heading, Inline, Stack, Text } from '@club/ui';
import { Section } from './Section';
import { clubName, serviceName } from '../../site/site';
import * as styles from './StreamerHome.css';

/**
 * The streaming site's one page. Each section says what it will hold; the data behind them (next match,
 * packages, fixtures, replays, FAQs) arrives with the issues that build those features.
 */
export function StreamerHome() {
  return (
    <>
      <Box as="section" background="surfaceInverse" paddingY={{ base: 'xxlarge', 1024: 'xxxlarge' }} aria-labelledby="streamer-title">
        <Container>
          <div className={styles.hero}>
            <Stack space="large">
              <Heading level={1} tone="inverse" id="streamer-title">
                Every Blues match, live and on demand
              </Heading>
              <Text size="large" tone="inverse">
                {`${serviceName} is the official way to watch ${clubName} from anywhere in the world: live commentary and video of every game, and full-match replays.`}
              </Text>
              <Inline space="medium">
                <Button href="/#packages" variant="primary-light" icon="Play">
                  Choose a package
                </Button>
                <Button href="/#next-match" variant="ghost-light" icon="Calendar">
                  Next game
                </Button>
              </Inline>
            </Stack>
          </div>
        </Container>
      </Box>
      <Section id="next-match" title="Upcoming Game">
        <Text>
          The next match you can watch appears here, with its kick-off time in your own time zone, a countdown
          and a button to start watching when the stream goes live.
        </Text>
      </Section>
      <Section id="packages" title="Available Packages" tone="raised">
        <Text>
          Season subscriptions and single-match passes will be listed here, each with its price and what it
          includes, ready to buy through the secure checkout.
        </Text>
      </Section>
      <Section id="voucher" title="Redeem a voucher code">
        <Text>
          Have a code from the club or a gift from a friend? You will be able to enter it here to unlock your
          pass.
        </Text>
      </Section>
      <Section id="fixtures" title="Upcoming Fixtures" tone="raised">
        <Text>
          The coming fixtures of all four Blues teams will be listed here, showing which games are streamed live
          and which have audio commentary.
        </Text>
      </Section>
      <Section id="videos" title="Replays">
        <Text>
          Full-match replays and extended highlights of recent games will be available here to pass holders
          shortly after the final whistle.
        </Text>
      </Section>
      <Section id="troubleshooting" title="Having Trouble?" tone="raised">
        <Text>
          Answers to common questions about playback, supported devices, passes and payments will appear here,
          with a way to contact the club's support team.
        </Text>
      </Section>
    </>
  );
}
