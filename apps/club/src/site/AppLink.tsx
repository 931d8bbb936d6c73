import type { LinkComponentProps } from '@club/ui';
import { Link } from '@tanstack/react-router';

/** The router's link for @club/ui's internal hrefs, so navigation between pages stays client-side. */
export function AppLink({ href, ...anchorProps }: LinkComponentProps) {
  return <Link to={href} {...anchorProps} />;
}
