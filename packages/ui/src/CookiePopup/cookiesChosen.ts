/**
 * The attribute the page's first script puts on `<html>` when the fan has chosen about cookies (issue
 * 32): a public page is rendered for nobody, so its HTML holds the notice; this hides it before the first
 * paint, and the notice leaves the page once the fan's choice is read after hydration.
 */
export const cookiesChosenAttribute = 'data-cookies-chosen';
