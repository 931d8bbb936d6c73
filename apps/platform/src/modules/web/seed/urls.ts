/** The club's sites outside this platform (example domains: the club is fictional). */
export const externalSites = {
  tickets: 'https://tickets.brackwaterblues.example',
  shop: 'https://shop.brackwaterblues.example',
  venue: 'https://venue.brackwaterblues.example',
  bookings: 'https://bookings.brackwaterblues.example',
  events: 'https://events.brackwaterblues.example',
} as const;
