import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType, type ReactNode, type Ref } from 'react';

/** What an app's link component receives: an `href` and the usual anchor attributes. */
export type LinkComponentProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

export type LinkComponent = ComponentType<LinkComponentProps>;

function PlainLink({ href, ...anchorProps }: LinkComponentProps) {
  return <a href={href} {...anchorProps} />;
}

const LinkContext = createContext<LinkComponent>(PlainLink);

export type LinkProviderProps = {
  /** The app's router link, adapted to `{ href, children, ...anchorProps }`. */
  component: LinkComponent;
  children: ReactNode;
};

/**
 * Shared packages never import the router: an app hands its link component down once, at its root,
 * and every internal link in `@club/ui` (and in packages built on it) renders through it.
 */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkContext value={component}>{children}</LinkContext>;
}

/** The app's link component, or a plain anchor when no provider is mounted (tests, Storybook). */
export function useLinkComponent(): LinkComponent {
  return useContext(LinkContext);
}

/**
 * SPEC 2.2: a link starting with '/' is internal, anything else is external. A protocol-relative
 * '//host/path' also starts with '/', but leaves the site, so it counts as external.
 */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}
