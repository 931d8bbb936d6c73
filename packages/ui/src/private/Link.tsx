import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { isInternalHref, useLinkComponent } from '../LinkProvider/LinkProvider';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel' | 'children'> & {
  href: string;
  newTab?: boolean;
  children: ReactNode;
};

/**
 * The one place the link rule lives. Internal hrefs go through the app's router link so navigation
 * stays client-side; external ones are plain anchors. A new tab is announced, since it breaks the
 * back button for screen reader users (WCAG G201).
 */
export function Link({ href, newTab = false, children, ...anchorProps }: LinkProps) {
  const AppLink = useLinkComponent();
  const newTabProps = newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  const content = newTab ? (
    <>
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </>
  ) : (
    children
  );

  if (isInternalHref(href)) {
    return (
      <AppLink href={href} {...anchorProps} {...newTabProps}>
        {content}
      </AppLink>
    );
  }
  return (
    <a href={href} {...anchorProps} {...newTabProps}>
      {content}
    </a>
  );
}
