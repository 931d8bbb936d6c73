/** SPEC 2.2: a link starting with '/' is internal, otherwise external. */
export function isInternalLink(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//');
}
