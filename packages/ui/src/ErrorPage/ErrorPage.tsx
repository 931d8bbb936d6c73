import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { ErrorState } from '../ErrorState/ErrorState';
import { Heading } from '../Heading/Heading';
import type { NavLink } from '../NavLink';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { TextLink } from '../TextLink/TextLink';
import * as styles from './ErrorPage.css';

export type ErrorView = { statusCode: number; title: string };

export type ErrorPageProps = {
  /**
   * What to say about the error. It is called inside the page's own guard, so even a failure while
   * reading the error (a throwing getter, an odd object) still leaves the visitor a way out.
   */
  describe: () => ErrorView;
  quickLinks: NavLink[];
  homeHref?: string;
};

/**
 * The error page of SPEC 2.5, guarded: if showing the error itself fails, the visitor reads
 * 'An error occured while showing the error page' with the details and a link home. In the browser
 * the boundary catches the failure; on the server React renders the Suspense fallback and the
 * browser retries.
 */
export function ErrorPage({ describe, quickLinks, homeHref = '/' }: ErrorPageProps) {
  return (
    <ErrorPageGuard homeHref={homeHref}>
      <Suspense fallback={<ErrorPageFailure homeHref={homeHref} />}>
        <DescribedError describe={describe} quickLinks={quickLinks} homeHref={homeHref} />
      </Suspense>
    </ErrorPageGuard>
  );
}

function DescribedError({ describe, quickLinks, homeHref }: Required<ErrorPageProps>) {
  const { statusCode, title } = describe();
  return <ErrorState statusCode={statusCode} title={title} quickLinks={quickLinks} homeHref={homeHref} />;
}

export type ErrorPageFailureProps = { error?: unknown; homeHref?: string };

/** SPEC 2.5: what shows when the error page itself fails (the spec's own spelling of 'occurred'). */
export function ErrorPageFailure({ error, homeHref = '/' }: ErrorPageFailureProps) {
  const details = error instanceof Error ? error.message : undefined;
  return (
    <section className={styles.failure}>
      <Stack space="medium">
        <Heading level={2} as="h1">
          An error occured while showing the error page
        </Heading>
        {details && <Text tone="muted">{`Details: ${details}`}</Text>}
        <Text>
          <TextLink href={homeHref}>Go to the home page</TextLink>
        </Text>
      </Stack>
    </section>
  );
}

type GuardProps = { homeHref: string; children: ReactNode };
type GuardState = { error: unknown; failed: boolean };

// React still has no hook for error boundaries; this class is the smallest one that does the job.
class ErrorPageGuard extends Component<GuardProps, GuardState> {
  override state: GuardState = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): GuardState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('The error page failed to render', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) return <ErrorPageFailure error={this.state.error} homeHref={this.props.homeHref} />;
    return this.props.children;
  }
}
