import { PackagesWidget, SitePackagesProvider } from '@club/packages-widget';
import { openVoucherOverlay } from '@club/site-state';
import { Box, Button, Container, Heading, Inline, Stack, Text, preloadOverlay } from '@club/ui';
import { useRouter } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { highlightsCategory, replaysCategory } from '../../site/players/StreamerPlayers';
import { clubName, clubNickname, serviceName } from '../../site/site';
import { Faqs } from './Faqs';
import { Fixtures } from './Fixtures';
import type { HomeData } from './homeData';
import { LiveBlockedNotice } from './LiveBlockedNotice';
import { Replays } from './Replays';
import { Section } from './Section';
import * as styles from './StreamerHome.css';
import { UpcomingGame } from './UpcomingGame';

/** The packages widget's copy on the streamer: its FAQ link stays on this page. */
const packagesCopy = {
  title: 'Available Packages',
  style: 'dark',
  footerStyle: 'dark',
  cta2Text: 'Questions about devices or where you can watch?',
  cta2ButtonCta: 'Read the FAQs',
  cta2ButtonLink: '/#troubleshooting',
} as const;

function VoucherSection() {
  const open = useSetAtom(openVoucherOverlay);
  return (
    <Stack space="medium">
      <Text>
        Have a code from the club or a gift from a friend? Log in and enter it to unlock its pass on your account straight away.
      </Text>
      <div>
        <Button variant="primary-dark" icon="Tickets" onClick={() => open()} onPointerEnter={preloadOverlay} onFocus={preloadOverlay}>
          Redeem a voucher
        </Button>
      </div>
    </Stack>
  );
}

/** The streaming site's one page: SPEC 2.4's sections, each reached from the header's anchor links. */
export function StreamerHome({ data }: { data: HomeData }) {
  const { api } = useRouter().options.context;
  return (
    <>
      <Box as="section" background="surfaceInverse" paddingY={{ base: 'xlarge', 1024: 'xxlarge' }} aria-labelledby="streamer-title">
        <Container>
          <div className={styles.hero}>
            <Stack space="medium">
              <Heading level={1} tone="inverse" id="streamer-title">
                {`Every ${clubNickname} match, live and on demand`}
              </Heading>
              <Text size="large" tone="inverse">
                {`${serviceName} is the official way to watch ${clubName} from anywhere in the world: live video and commentary of every first-team game, and full-match replays.`}
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
      <Section id="next-match" title="Upcoming Game" wide>
        <UpcomingGame match={data.nextMatch} commentary={data.commentary} renderedAt={data.renderedAt} {...(data.liveStreams ? { liveStreams: data.liveStreams } : {})} />
      </Section>
      {/* The widget is its own region named by its heading; the anchor and focus target wrap it. */}
      <div id="packages" className={styles.packages}>
        <Container>
          <LiveBlockedNotice />
        </Container>
        {/* The provider straight from the package, not through a module of the site's: one script fewer
            (issue 13). A viewer who buys here comes back here: the platform resolves the packages'
            relative return pages against the site the request came through. */}
        <SitePackagesProvider api={api}>
          <PackagesWidget data={packagesCopy} />
        </SitePackagesProvider>
      </div>
      <Section id="voucher" title="Redeem a voucher code">
        <VoucherSection />
      </Section>
      <Section id="fixtures" title="Upcoming Fixtures" tone="raised" wide>
        <Fixtures fixtures={data.fixtures} />
      </Section>
      <Section id="videos" title="Replays" wide>
        <Replays
          replays={data.replays}
          highlights={data.highlights}
          replaysSection={replaysCategory}
          highlightsSection={highlightsCategory}
        />
      </Section>
      <Section id="troubleshooting" title="Having Trouble?" tone="raised">
        <Faqs faqs={data.faqs} />
      </Section>
    </>
  );
}
