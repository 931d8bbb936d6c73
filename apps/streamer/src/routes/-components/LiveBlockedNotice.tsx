import { Text } from '@club/ui';
import { useLiveAvailability } from '../../site/liveAvailability';
import * as styles from './StreamerHome.css';

/**
 * SPEC 8's country refusal (ERR_56882466_2), told before the viewer pays or presses play: shown only
 * when the platform says live streams are blocked where the viewer is right now.
 */
export function LiveBlockedNotice() {
  const availability = useLiveAvailability();
  if (availability?.status !== 'blocked') return null;
  return (
    <div className={styles.notice} role="status">
      <Text weight="strong">{availability.message}</Text>
      <Text size="small">
        Live streams are not available in the UK and Ireland between 14:45 and 17:15 on Saturdays and on bank holidays.{' '}
        <a href="/#troubleshooting" className={styles.noticeLink}>
          Read the FAQs
        </a>{' '}
        (error code {availability.code}).
      </Text>
    </div>
  );
}
