import { Icon, VisuallyHidden } from '@club/ui';
import { teamCalendarPath } from '../../feeds/feedLinks';
import { siteOrigin } from '../../site/seo';
import * as styles from './CalendarLinks.css';

/**
 * Issue 5: a team's fixtures as a calendar. webcal:// makes calendar apps subscribe (and refresh as
 * kick-off times and results change); the https link downloads the same file. Plain anchors, not the
 * router's links: the calendar is a file the site server answers, not a page.
 */
export function CalendarLinks({ team, teamName }: { team: string; teamName: string }) {
  const path = teamCalendarPath(team);
  const what = <VisuallyHidden>{` of ${teamName} fixtures`}</VisuallyHidden>;
  return (
    <div className={styles.row}>
      <a className={styles.link} href={`webcal://${new URL(siteOrigin()).host}${path}`}>
        <Icon name="Calendar" size="small" />
        <span>Subscribe to calendar{what}</span>
      </a>
      <a className={styles.link} href={path} type="text/calendar">
        <Icon name="Download" size="small" />
        <span>Download calendar (.ics){what}</span>
      </a>
    </div>
  );
}
