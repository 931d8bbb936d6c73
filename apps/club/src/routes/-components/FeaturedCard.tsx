import { Heading, Icon, Text, TextLink, type IconName } from '@club/ui';
import type { FeaturedLink } from '../../site/layoutData';
import * as styles from './FeaturedCard.css';

const blurbs: Record<string, { text: string; icon: IconName }> = {
  Tickets: { text: 'Match tickets, memberships and away travel.', icon: 'Tickets' },
  Store: { text: 'Home and away shirts, training wear and gifts.', icon: 'Shirt' },
  'Club TV': { text: 'Highlights, interviews and live matches.', icon: 'Video' },
};

/**
 * One item of the featured menu. The whole card is the link's target area, but only the title is the
 * link, so a screen reader hears its name once. Its image arrives with the platform's image library.
 */
export function FeaturedCard({ link }: { link: FeaturedLink }) {
  const blurb = blurbs[link.label];
  return (
    <div className={styles.card}>
      <span className={styles.icon}>
        <Icon name={blurb?.icon ?? 'Chevron'} size="large" />
      </span>
      <Heading level={3}>
        <TextLink href={link.href} newTab={link.newTab} tone="neutral">
          {link.label}
        </TextLink>
      </Heading>
      {blurb && <Text tone="muted">{blurb.text}</Text>}
    </div>
  );
}
