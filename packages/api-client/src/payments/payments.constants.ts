// Plain lists and limits of the entitlements and payments services, without zod.

/** SPEC 9: recurring prices check out in subscription mode, any other price in payment mode. */
export const checkoutModes = ['subscription', 'payment'] as const;
export type CheckoutMode = (typeof checkoutModes)[number];
