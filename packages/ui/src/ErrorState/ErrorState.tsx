import { useId } from 'react';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import type { NavLink } from '../NavLink';
import { Text } from '../Text/Text';
import * as styles from './ErrorState.css';

export const defaultErrorMessage = "Sorry, it looks like the page you are looking for isn't available right now.";

export type ErrorStateProps = {
  statusCode: number;
  /** e.g. 'This page could not be found' for a 404. */
  title: string;
  message?: string;
  /** SPEC 2.5: News, Matches, Teams, Tickets; the app passes them. */
  quickLinks: NavLink[];
  /** Adds a way back to the home page. */
  homeHref?: string;
};

/** The body of the error page (SPEC 2.5). The layout around it shows the solid header. */
export function ErrorState({ statusCode, title, message = defaultErrorMessage, quickLinks, homeHref }: ErrorStateProps) {
  const quickLinksId = useId();
  return (
    <section className={styles.root}>
      <div className={styles.status}>
        <Heading level={1}>{`${statusCode} error`}</Heading>
      </div>
      <Heading level={2} tone="brand">
        {title}
      </Heading>
      <Text size="large" tone="muted">
        {message}
      </Text>
      {homeHref !== undefined && (
        <div>
          <Button href={homeHref} variant="primary-dark" icon="Chevron" iconAlign="right">
            Go to the home page
          </Button>
        </div>
      )}
      {quickLinks.length > 0 && (
        <nav className={styles.quickLinks} aria-labelledby={quickLinksId}>
          <Heading level={3} as="h2" id={quickLinksId}>
            Quick Links
          </Heading>
          <ul className={styles.linkList}>
            {quickLinks.map((link) => (
              <li key={link.href}>
                <Button href={link.href} newTab={link.newTab} variant="ghost-dark" size="small">
                  {link.label}
                </Button>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}
