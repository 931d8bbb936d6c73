import type { ReactNode } from 'react';
import { Link } from '../private/Link';
import * as styles from './TextLink.css';

export const textLinkTones = ['link', 'neutral'] as const;
export type TextLinkTone = (typeof textLinkTones)[number];

export type TextLinkProps = {
  children: ReactNode;
  /** Starting with '/' renders through the app's link component; anything else is a plain anchor. */
  href: string;
  newTab?: boolean;
  /** `neutral` takes the surrounding text colour, for links in dense lists such as a footer. */
  tone?: TextLinkTone;
};

/** A link inside running text. */
export function TextLink({ children, href, newTab = false, tone = 'link' }: TextLinkProps) {
  return (
    <Link href={href} newTab={newTab} className={styles.textLink({ tone })}>
      {children}
    </Link>
  );
}
