import { AccountPanel } from '../AccountPanel/AccountPanel';
import { AccountToast } from '../AccountToast/AccountToast';
import { AuthProvider } from '../AuthProvider/AuthProvider';
import { LoginCheck } from '../LoginCheck/LoginCheck';
import type { AuthApi } from '../AuthProvider/AuthProvider';
import { ViewerQueries } from '../ViewerQueries/ViewerQueries';

export interface SiteAccountProps {
  /** The site's platform client (same origin in the browser, so the session cookies are first-party). */
  api: AuthApi;
  /** The site's router navigation, for return URLs (shared packages never import the router). */
  onNavigate: (path: string) => void;
}

/**
 * What each site's layout mounts once (SPEC 2.4 'account panel, account notification'): the login
 * check that runs after hydration, the account side panel and the account toast, under AuthProvider,
 * and the invalidation of the viewer's queries whenever the account or its passes change.
 */
export function SiteAccount({ api, onNavigate }: SiteAccountProps) {
  return (
    <AuthProvider api={api} onNavigate={onNavigate}>
      <LoginCheck />
      <ViewerQueries />
      <AccountPanel />
      <AccountToast />
    </AuthProvider>
  );
}
