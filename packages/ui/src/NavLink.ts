/** One entry of a menu: the header's navs, a footer column, the error page's quick links. */
export type NavLink = {
  label: string;
  /** Starting with '/' is internal (rendered through the app's link), anything else external. */
  href: string;
  newTab?: boolean;
};
