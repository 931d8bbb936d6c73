// The payment pages' `validateSearch`, apart from the rest of paymentPages: a site's route tree (in every
// page's first load) needs it before the page's chunk is there, and nothing else of the pages (issue 13).

export interface PaymentSearch {
  package?: string;
  price?: string;
}

/** The checkout's return URLs carry `?package=…&price=…`; anything else in them is dropped. */
export function validatePaymentSearch(search: Record<string, unknown>): PaymentSearch {
  const text = (value: unknown) => (typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : undefined);
  const pkg = text(search.package);
  const price = text(search.price);
  return { ...(pkg ? { package: pkg } : {}), ...(price ? { price } : {}) };
}
