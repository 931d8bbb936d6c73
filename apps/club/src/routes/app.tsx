import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../site/seo';
import { AppPage } from './-components/AppPage';
import { appPageDescription, appPageTitle, appShareImageKey } from './-components/appPageHead';

/**
 * SPEC 2.1 /app. A dedicated route: the navigation tree has no 'app' page, and a static route wins over
 * the content catch-all, so an 'app' page added to the tree later would need this route removed.
 */
export const Route = createFileRoute('/app')({
  head: () =>
    pageHead({ title: appPageTitle, description: appPageDescription, path: '/app', imageKey: appShareImageKey }),
  component: AppPage,
});
