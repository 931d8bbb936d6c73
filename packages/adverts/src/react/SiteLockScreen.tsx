import { SiteLock } from '@club/ui';
import { passwordMatches, siteEntryCookie, type SiteLockSetting } from '../siteLock/siteLock';
import { secureCookies, writeCookies } from './writeCookie';

export type SiteLockScreenProps = {
  clubName: string;
  setting: SiteLockSetting;
};

/**
 * SPEC 4 'Site lock': rendered instead of the whole layout while the site is locked. The entry button
 * appears once the typed word's digest matches; entering sets the 60-day entry cookie and reloads, so
 * the server renders the real page (it rendered only this screen before).
 */
export function SiteLockScreen({ clubName, setting }: SiteLockScreenProps) {
  return (
    <SiteLock
      clubName={clubName}
      heading={setting.heading}
      description={setting.description}
      isPasswordCorrect={(value) => passwordMatches(value, setting.passwordSha256)}
      onEnter={() => {
        writeCookies([siteEntryCookie(setting.passwordSha256, secureCookies())]);
        window.location.reload();
      }}
    />
  );
}
