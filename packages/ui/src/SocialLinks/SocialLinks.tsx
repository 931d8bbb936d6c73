import { IconButton } from '../IconButton/IconButton';
import * as styles from './SocialLinks.css';

/** The networks the club posts on; each is also the name of its icon. */
export const socialNetworks = ['Facebook', 'Instagram', 'X', 'Youtube', 'Linkedin'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

export type SocialLink = { network: SocialNetwork; href: string };

export type SocialLinksProps = {
  links: SocialLink[];
  /** Names the list, e.g. 'Follow us'. */
  label?: string;
};

function networkName(network: SocialNetwork): string {
  switch (network) {
    case 'Facebook':
    case 'Instagram':
    case 'X':
      return network;
    case 'Youtube':
      return 'YouTube';
    case 'Linkedin':
      return 'LinkedIn';
    default:
      return network satisfies never;
  }
}

/** The club's social accounts as round icon links, each opening in a new tab and named by its network. */
export function SocialLinks({ links, label = 'Follow us' }: SocialLinksProps) {
  if (links.length === 0) return null;
  return (
    <ul aria-label={label} className={styles.list}>
      {links.map((link) => (
        <li key={link.network}>
          <IconButton label={networkName(link.network)} icon={link.network} variant="ghost-light" size="small" href={link.href} newTab />
        </li>
      ))}
    </ul>
  );
}
