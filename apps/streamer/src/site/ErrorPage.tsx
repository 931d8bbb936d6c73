import { ErrorState, Heading, Stack, Text, TextLink } from '@club/ui';
import { CatchBoundary, type ErrorComponentProps } from '@tanstack/react-router';
import { Suspense } from 'react';
import * as styles from './ErrorPage.css';
import { notFoundView, routeErrorView, type ErrorView } from './routeError';
import { quickLinks } from './site';

/** The router's error component: a loader or render failure below the layout. */
export function RouteErrorPage({ error }: Pick<ErrorComponentProps, 'error'>) {
  return <GuardedErrorPage describe={() => routeErrorView(error)} />;
}

/** The router's not-found component: any path this site does not have. */
export function NotFoundPage() {
  return <GuardedErrorPage describe={notFoundView} />;
}

/**
 * SPEC 2.5: a failure inside the error page must still leave the visitor a way out. In the browser the
 * boundary catches it; on the server React shows the Suspense fallback and retries in the browser.
 */
function GuardedErrorPage({ describe }: { describe: () => ErrorView }) {
  return (
    <CatchBoundary getResetKey={() => 'error-page'} errorComponent={ErrorPageFailure}>
      <Suspense fallback={<ErrorPageFailure />}>
        <ErrorPageContent describe={describe} />
      </Suspense>
    </CatchBoundary>
  );
}

function ErrorPageContent({ describe }: { describe: () => ErrorView }) {
  const { statusCode, title } = describe();
  return <ErrorState statusCode={statusCode} title={title} quickLinks={quickLinks} homeHref="/" />;
}

export function ErrorPageFailure({ error }: { error?: unknown }) {
  const details = error instanceof Error ? error.message : undefined;
  return (
    <section className={styles.failure}>
      <Stack space="medium">
        <Heading level={2} as="h1">
          An error occured while showing the error page
        </Heading>
        {details && <Text tone="muted">{`Details: ${details}`}</Text>}
        <Text>
          <TextLink href="/">Go to the home page</TextLink>
        </Text>
      </Stack>
    </section>
  );
}
