import { CookiePopup } from '@club/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { cookieNoticeOpenAtom, recordConsentAtom } from '../commercial.atoms';
import { acceptAllCookies, onlyEssentialCookies } from '../consent/consent';
import { cookieConsentPath } from '../consent/consentForm';
import { useCommercial } from './CommercialContext';
import { secureCookies, writeCookies } from './writeCookie';

export type CookieNoticeProps = {
  /** The web settings' `cookieNotice.heading` and `body`. */
  heading?: string;
  body: string;
};

/**
 * SPEC 2.5 and 4: the cookie notice, shown until the fan chooses. 'Accept All Cookies' sets both
 * cookies and starts tracking (this page counts as viewed); 'Only Essential' sets the general cookie
 * and turns every category off. The server already knows the choice, so a chosen notice never flashes.
 * Before the page's script runs, the buttons post the choice to the site server (issue 14).
 */
export function CookieNotice({ heading, body }: CookieNoticeProps) {
  const open = useAtomValue(cookieNoticeOpenAtom);
  const record = useSetAtom(recordConsentAtom);
  const commercial = useCommercial();

  const choose = (choice: ReturnType<typeof acceptAllCookies>) => {
    writeCookies(choice.cookies);
    record(choice);
  };

  if (!commercial) return null;
  return (
    <CookiePopup
      open={open}
      {...(heading ? { heading } : {})}
      onAcceptAll={() => {
        choose(acceptAllCookies(secureCookies()));
        commercial?.tracker.pageView(commercial.pathname);
      }}
      onEssentialOnly={() => choose(onlyEssentialCookies(secureCookies()))}
      form={{ action: cookieConsentPath, returnTo: commercial.pathname }}
    >
      <p>{body}</p>
    </CookiePopup>
  );
}
