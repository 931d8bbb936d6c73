// One formatter per shape: building Intl formatters is slow and these run for every package card.
const wholePounds = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const poundsAndPence = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * A price held in pence (as the payment provider does) in pounds: 999 → '£9.99', 1000 → '£10',
 * 1050 → '£10.50'. Whole pounds drop the '.00'; anything else keeps both pence digits.
 */
export function formatPrice(pence: number): string {
  const rounded = Math.round(pence);
  return rounded % 100 === 0 ? wholePounds.format(rounded / 100) : poundsAndPence.format(rounded / 100);
}

/** A monthly plan's price, for SPEC 9's 'Buy - {amount} p/m': 999 → '£9.99 p/m'. */
export function formatMonthlyPrice(pence: number): string {
  return `${formatPrice(pence)} p/m`;
}
