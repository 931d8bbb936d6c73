import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/iconNames';
import type { CardHeadingTag } from '../private/headingLevels';
import { Text } from '../Text/Text';
import * as styles from './EmptyState.css';

export type EmptyStateAction = { label: string; href: string; onClick?: undefined } | { label: string; onClick: () => void; href?: undefined };

export type EmptyStateProps = {
  /** e.g. 'No results found', 'No packages available'. */
  title: string;
  /** e.g. 'There are currently no Match Passes available.' */
  message?: string;
  icon?: IconName;
  /** One way forward: clear the filters, browse all videos. */
  action?: EmptyStateAction;
  headingAs?: CardHeadingTag;
};

/** What a list shows when it has nothing: an icon, a title, a line of explanation, perhaps an action. */
export function EmptyState({ title, message, icon = 'Search', action, headingAs = 'h2' }: EmptyStateProps) {
  return (
    <div className={styles.root}>
      <span className={styles.icon}>
        <Icon name={icon} size="large" />
      </span>
      <Heading level={4} as={headingAs}>
        {title}
      </Heading>
      {message && (
        <div className={styles.message}>
          <Text tone="muted">{message}</Text>
        </div>
      )}
      {action && (
        <div className={styles.action}>
          {action.href !== undefined ? (
            <Button href={action.href} variant="ghost-dark" size="small">
              {action.label}
            </Button>
          ) : (
            <Button onClick={action.onClick} variant="ghost-dark" size="small">
              {action.label}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
