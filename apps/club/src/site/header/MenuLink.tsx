import { isInternalHref, useLinkComponent, VisuallyHidden, type NavLink } from '@club/ui';
import type { ReactNode } from 'react';

/**
 * A menu's link with the menu's own look, by ui's link rule: internal paths through the router
 * (client-side navigation), anything else a plain anchor; a new tab is opened and announced when
 * the item says so.
 */
export function MenuLink({ link, className, children }: { link: NavLink; className: string; children?: ReactNode }) {
  const AppLink = useLinkComponent();
  const newTabProps = link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  const content = (
    <>
      {children ?? link.label}
      {link.newTab && <VisuallyHidden> (opens in a new tab)</VisuallyHidden>}
    </>
  );
  if (isInternalHref(link.href)) {
    return (
      <AppLink href={link.href} className={className} {...newTabProps}>
        {content}
      </AppLink>
    );
  }
  return (
    <a href={link.href} className={className} {...newTabProps}>
      {content}
    </a>
  );
}
