import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { clubConfig } from '@club/config';
import { formatInTimeZone } from 'date-fns-tz';
import { clubTimeZone } from '../../shared/london-time';
import { type FormValue, parseBracketed, text } from './form';
import { type Simulator, StripeApiError, type StripeObject, testCard } from './simulator';

/**
 * The simulator's hosted pages, served by the platform at its public URL: the card checkout a fan is
 * sent to by `create-checkout`, and the customer portal `create-portal-redirect` opens. Server-rendered
 * forms that work without JavaScript: every field labelled, errors listed in an alert and tied to their
 * fields, the first wrong field focused, and nothing a keyboard cannot reach.
 */

const escape = (value: unknown): string =>
  String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

const money = (minor: number, currency: string): string =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: currency.toUpperCase() }).format(minor / 100);
const day = (seconds: number): string => formatInTimeZone(new Date(seconds * 1000), clubTimeZone, 'd MMMM yyyy');

const styles = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; color: #1a1a1a; background: #f4f5f7; }
  body { margin: 0; }
  main { max-width: 34rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 8px; box-shadow: 0 1px 4px rgb(0 0 0 / 12%); }
  h1 { font-size: 1.4rem; margin: 0 0 .25rem; } h2 { font-size: 1.1rem; margin: 1.5rem 0 .5rem; }
  .banner { background: #fff4ce; color: #3d3000; padding: .5rem .75rem; border-radius: 4px; font-size: .9rem; }
  .amount { font-size: 1.6rem; font-weight: 700; margin: .5rem 0; } s { color: #555; }
  label { display: block; font-weight: 600; margin: 1rem 0 .25rem; }
  input { box-sizing: border-box; width: 100%; font: inherit; padding: .6rem; border: 1px solid #6b6f76; border-radius: 4px; }
  input[aria-invalid=true] { border: 2px solid #b00020; }
  .row { display: flex; gap: 1rem; } .row > div { flex: 1; }
  .hint { color: #4a4f57; font-size: .9rem; margin: .25rem 0 0; }
  .error { color: #b00020; font-weight: 600; margin: .25rem 0 0; }
  .summary { border: 2px solid #b00020; border-radius: 4px; padding: .75rem; margin: 1rem 0; }
  .summary h2 { margin: 0 0 .25rem; color: #b00020; } .summary a { color: #b00020; }
  button { font: inherit; font-weight: 600; padding: .7rem 1.2rem; border-radius: 4px; border: 2px solid #1b2a6b; cursor: pointer; }
  .primary { background: #1b2a6b; color: #fff; width: 100%; margin-top: 1.25rem; } .secondary { background: #fff; color: #1b2a6b; }
  :focus-visible { outline: 3px solid #c2410c; outline-offset: 2px; }
  a { color: #1b2a6b; } table { width: 100%; border-collapse: collapse; } th, td { text-align: left; padding: .4rem; border-bottom: 1px solid #d0d3d8; }
  .inline { display: flex; gap: .5rem; align-items: flex-end; } .inline > div { flex: 1; } .inline label { margin-top: 0; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  .status { padding: .5rem .75rem; border-radius: 4px; background: #e6f4ea; color: #0d3d1b; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title>
<meta name="robots" content="noindex"><style>${styles}</style></head>
<body><main>
<p class="banner" role="note">Test mode: the ${escape(clubConfig.name)} platform's payment simulator. No real card is charged.</p>
${body}
</main></body></html>`;
}

type Errors = Partial<Record<'cardNumber' | 'expiry' | 'cvc' | 'cardName' | 'promotionCode', string>>;
const fieldLabels: Record<keyof Errors, string> = {
  cardNumber: 'Card number',
  expiry: 'Expiry date',
  cvc: 'Security code (CVC)',
  cardName: 'Name on card',
  promotionCode: 'Promotion code',
};

function errorSummary(errors: Errors): string {
  const entries = Object.entries(errors) as [keyof Errors, string][];
  if (entries.length === 0) return '';
  return `<div class="summary" role="alert" aria-labelledby="error-summary-title">
<h2 id="error-summary-title">There is a problem</h2>
<ul>${entries.map(([field, message]) => `<li><a href="#${field}">${escape(fieldLabels[field])}: ${escape(message)}</a></li>`).join('')}</ul></div>`;
}

function field(
  name: keyof Errors,
  options: { value?: string; errors: Errors; autocomplete: string; inputmode?: string; hint?: string; focus: boolean; required?: boolean },
): string {
  const error = options.errors[name];
  const described = [options.hint ? `${name}-hint` : '', error ? `${name}-error` : ''].filter(Boolean).join(' ');
  return `<label for="${name}">${escape(fieldLabels[name])}</label>
${options.hint ? `<p class="hint" id="${name}-hint">${escape(options.hint)}</p>` : ''}
<input id="${name}" name="${name}" type="text" value="${escape(options.value)}" autocomplete="${options.autocomplete}"${options.inputmode ? ` inputmode="${options.inputmode}"` : ''}${options.required === false ? '' : ' required'}${error ? ' aria-invalid="true"' : ''}${described ? ` aria-describedby="${described}"` : ''}${options.focus ? ' autofocus' : ''}>
${error ? `<p class="error" id="${name}-error">${escape(error)}</p>` : ''}`;
}

interface CardInput {
  cardNumber: string;
  expiry: string;
  cvc: string;
  cardName: string;
}

/** Checks a typed card the way Stripe's form does; a good card is one of Stripe's test numbers. */
export function checkCard(input: CardInput, nowSeconds: number): { errors: Errors; card?: { brand: string; last4: string; expMonth: number; expYear: number; name: string }; declined?: boolean } {
  const errors: Errors = {};
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input.expiry);
  let expMonth = 0;
  let expYear = 0;
  if (!expiry) errors.expiry = "Your card's expiry date is incomplete. Use MM / YY.";
  else {
    expMonth = Number(expiry[1]);
    expYear = Number(expiry[2]) + ((expiry[2] ?? '').length === 2 ? 2000 : 0);
    const today = new Date(nowSeconds * 1000);
    const thisMonth = today.getUTCFullYear() * 12 + today.getUTCMonth() + 1;
    if (expMonth < 1 || expMonth > 12) errors.expiry = "Your card's expiry month is invalid.";
    else if (expYear * 12 + expMonth < thisMonth) errors.expiry = "Your card's expiry date is in the past.";
  }
  if (!/^\d{3,4}$/.test(input.cvc.trim())) errors.cvc = "Your card's security code is incomplete.";
  if (!input.cardName.trim()) errors.cardName = 'Enter the name on the card.';
  const outcome = testCard(input.cardNumber);
  if (!outcome.ok && !outcome.declined) errors.cardNumber = outcome.message;
  if (Object.keys(errors).length > 0) return { errors };
  if (!outcome.ok) return { errors: { cardNumber: outcome.message }, declined: true };
  return { errors, card: { brand: outcome.brand, last4: outcome.last4, expMonth, expYear, name: input.cardName.trim() } };
}

function checkoutPage(session: StripeObject, title: string, values: Partial<CardInput & { promotionCode: string }>, errors: Errors, notice?: string): string {
  const price = session._sim.price as StripeObject;
  const recurring = price.recurring ? ` per ${escape(price.recurring.interval)}` : '';
  const discounted = session.amount_total !== session.amount_subtotal;
  const firstError = (Object.keys(errors)[0] ?? '') as keyof Errors | '';
  // Its own form, so Enter in a card field pays (a form's first submit button is its default) and Enter
  // in the code field applies the code.
  const promotion = session.allow_promotion_codes
    ? `<form method="post" action="/stripe-simulator/checkout/${escape(session.id)}" novalidate aria-labelledby="promotion-title">
<h2 id="promotion-title">Promotion code</h2>
<input type="hidden" name="intent" value="apply-code">
<div class="inline"><div>${field('promotionCode', { value: values.promotionCode, errors, autocomplete: 'off', focus: firstError === 'promotionCode', required: false })}</div>
<button class="secondary" type="submit">Apply</button></div>
${session.discounts?.[0] ? `<p class="status" role="status">Promotion applied: you save ${escape(money(session.total_details.amount_discount, session.currency))}.</p>` : ''}
</form>`
    : '';
  return page(
    `Pay ${title}`,
    `<h1>${escape(title)}</h1>
<p class="amount">${discounted ? `<s aria-label="was ${escape(money(session.amount_subtotal, session.currency))}">${escape(money(session.amount_subtotal, session.currency))}</s> ` : ''}${escape(money(session.amount_total, session.currency))}${recurring}</p>
${session.customer_email ? `<p>Paying as ${escape(session.customer_email)}</p>` : ''}
${notice ? `<p class="status" role="status">${escape(notice)}</p>` : ''}
${errorSummary(errors)}
${promotion}
<form method="post" action="/stripe-simulator/checkout/${escape(session.id)}" novalidate aria-labelledby="card-title">
<h2 id="card-title">Card details</h2>
${field('cardNumber', { value: values.cardNumber, errors, autocomplete: 'cc-number', inputmode: 'numeric', hint: 'Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined.', focus: firstError === 'cardNumber' || (!firstError && !notice) })}
<div class="row"><div>${field('expiry', { value: values.expiry, errors, autocomplete: 'cc-exp', inputmode: 'numeric', hint: 'MM / YY', focus: firstError === 'expiry' })}</div>
<div>${field('cvc', { value: '', errors, autocomplete: 'cc-csc', inputmode: 'numeric', hint: '3 or 4 digits', focus: firstError === 'cvc' })}</div></div>
${field('cardName', { value: values.cardName, errors, autocomplete: 'cc-name', focus: firstError === 'cardName' })}
<input type="hidden" name="intent" value="pay">
<button class="primary" type="submit">${price.recurring ? 'Subscribe' : 'Pay'} ${escape(money(session.amount_total, session.currency))}</button>
</form>
${session.cancel_url ? `<p><a href="${escape(session.cancel_url)}">Cancel and return to ${escape(clubConfig.name)}</a></p>` : ''}`,
  );
}

function messagePage(reply: FastifyReply, statusCode: number, title: string, message: string, link?: { href: string; text: string }) {
  return reply
    .code(statusCode)
    .type('text/html; charset=utf-8')
    .send(page(title, `<h1>${escape(title)}</h1><p>${escape(message)}</p>${link ? `<p><a href="${escape(link.href)}">${escape(link.text)}</a></p>` : ''}`));
}

const successUrlOf = (session: StripeObject): string => String(session.success_url).replaceAll('{CHECKOUT_SESSION_ID}', session.id);

export const stripeSimulatorPages: FastifyPluginAsync<{ simulator: Simulator }> = async (app, { simulator }) => {
  const formType = 'application/x-www-form-urlencoded';
  if (app.hasContentTypeParser(formType)) app.removeContentTypeParser(formType);
  app.addContentTypeParser(formType, { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, parseBracketed(body as string));
  });
  app.addHook('onSend', async (_request, reply) => {
    // Card pages: never cached, never framed, no referrer leaking the session id.
    void reply.headers({
      'cache-control': 'no-store',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'none'",
    });
  });

  const load = async (kind: 'sim_checkout_session' | 'sim_portal_session', id: string) => {
    try {
      return await simulator.mustLoad(kind, id, 'session');
    } catch (error) {
      if (error instanceof StripeApiError) return undefined;
      throw error;
    }
  };
  const titleOf = async (session: StripeObject): Promise<string> => {
    const pkg = await simulator.packages.find(session._sim.price.metadata.packageID);
    return pkg?.attributes.title ?? 'Your purchase';
  };
  const form = (body: unknown): Record<string, FormValue> => (body && typeof body === 'object' ? (body as Record<string, FormValue>) : {});
  const html = (reply: FastifyReply, statusCode: number, content: string) => reply.code(statusCode).type('text/html; charset=utf-8').send(content);

  app.get<{ Params: { id: string } }>('/checkout/:id', async (request, reply) => {
    const session = await load('sim_checkout_session', request.params.id);
    if (!session) return messagePage(reply, 404, 'Checkout not found', 'This checkout link is not valid. Start again from the club site.');
    if (session.status === 'complete') {
      return messagePage(reply, 200, 'Payment complete', 'This checkout has already been paid.', { href: successUrlOf(session), text: 'Continue' });
    }
    if (session.expires_at < (await simulator.now())) return messagePage(reply, 410, 'Checkout expired', 'This checkout has expired. Start again from the club site.');
    return html(reply, 200, checkoutPage(session, await titleOf(session), {}, {}));
  });

  app.post<{ Params: { id: string } }>('/checkout/:id', async (request, reply) => {
    const session = await load('sim_checkout_session', request.params.id);
    if (!session) return messagePage(reply, 404, 'Checkout not found', 'This checkout link is not valid. Start again from the club site.');
    if (session.status !== 'open') return reply.redirect(successUrlOf(session), 303);
    if (session.expires_at < (await simulator.now())) return messagePage(reply, 410, 'Checkout expired', 'This checkout has expired. Start again from the club site.');
    const input = form(request.body);
    const values = {
      cardNumber: text(input.cardNumber) ?? '',
      expiry: text(input.expiry) ?? '',
      cvc: text(input.cvc) ?? '',
      cardName: text(input.cardName) ?? '',
      promotionCode: text(input.promotionCode) ?? '',
    };
    const title = await titleOf(session);
    if (text(input.intent) === 'apply-code') {
      const applied = await simulator.applyPromotionCode(session.id, values.promotionCode);
      const fresh = await simulator.mustLoad('sim_checkout_session', session.id, 'session');
      if (!applied.ok) return html(reply, 422, checkoutPage(fresh, title, values, { promotionCode: applied.message }));
      return html(reply, 200, checkoutPage(fresh, title, values, {}, values.promotionCode.trim() ? 'Promotion code applied.' : 'Promotion code removed.'));
    }
    const fresh = await simulator.mustLoad('sim_checkout_session', session.id, 'session');
    const checked = checkCard(values, await simulator.now());
    if (!checked.card) return html(reply, checked.declined ? 402 : 422, checkoutPage(fresh, title, values, checked.errors));
    const completed = await simulator.completeCheckout(session.id, checked.card);
    return reply.redirect(successUrlOf(completed), 303);
  });

  const portalPage = async (portal: StripeObject, errors: Errors = {}, values: Partial<CardInput> = {}, notice?: string) => {
    const customer = await simulator.mustLoad('sim_customer', portal.customer, 'customer');
    const subscriptions = await simulator.listBy('sim_subscription', customer.id);
    const invoices = await simulator.listBy('sim_invoice', customer.id);
    const methodId = customer.invoice_settings?.default_payment_method as string | null;
    const method = methodId ? await simulator.load('sim_payment_method', methodId) : undefined;
    const titles = new Map<string, string>();
    for (const subscription of subscriptions) {
      const packageId = subscription.items.data[0].price.metadata.packageID as string;
      titles.set(subscription.id, (await simulator.packages.find(packageId))?.attributes.title ?? packageId);
    }
    const firstError = (Object.keys(errors)[0] ?? '') as keyof Errors | '';
    const action = (subscription: StripeObject, what: 'cancel' | 'resume', label: string) =>
      `<form method="post" action="/stripe-simulator/portal/${escape(portal.id)}/subscriptions/${escape(subscription.id)}/${what}"><button class="secondary" type="submit">${escape(label)}</button></form>`;
    const subscriptionRows = subscriptions
      .map((subscription) => {
        const item = subscription.items.data[0];
        const name = titles.get(subscription.id) ?? '';
        const state =
          subscription.status === 'canceled'
            ? `Ended ${day(subscription.ended_at ?? subscription.canceled_at)}`
            : subscription.cancel_at_period_end
              ? `Cancels on ${day(item.current_period_end)}`
              : `Renews on ${day(item.current_period_end)}`;
        const button =
          subscription.status !== 'active'
            ? ''
            : subscription.cancel_at_period_end
              ? action(subscription, 'resume', `Keep ${name}`)
              : action(subscription, 'cancel', `Cancel ${name}`);
        return `<tr><td>${escape(name)}</td><td>${escape(money(item.price.unit_amount, item.price.currency))} per ${escape(item.price.recurring.interval)}</td><td>${escape(state)}</td><td>${button}</td></tr>`;
      })
      .join('');
    const invoiceRows = invoices
      .map((invoice) => `<tr><td>${escape(invoice.number)}</td><td>${escape(day(invoice.created))}</td><td>${escape(money(invoice.amount_paid, invoice.currency))}</td><td>${escape(invoice.status === 'paid' ? 'Paid' : invoice.status)}</td></tr>`)
      .join('');
    return page(
      `Manage your ${clubConfig.name} subscriptions`,
      `<h1>Manage your subscriptions</h1>
<p>${escape(customer.email ?? '')}</p>
${notice ? `<p class="status" role="status">${escape(notice)}</p>` : ''}
${errorSummary(errors)}
<h2>Subscriptions</h2>
${subscriptions.length ? `<table><thead><tr><th scope="col">Plan</th><th scope="col">Price</th><th scope="col">Status</th><th scope="col"><span class="visually-hidden">Action</span></th></tr></thead><tbody>${subscriptionRows}</tbody></table>` : '<p>You have no subscriptions.</p>'}
<h2>Payment method</h2>
<p>${method ? `${escape(String(method.card.brand).toUpperCase())} ending ${escape(method.card.last4)}, expires ${escape(String(method.card.exp_month).padStart(2, '0'))}/${escape(method.card.exp_year)}` : 'No card on file.'}</p>
<form method="post" action="/stripe-simulator/portal/${escape(portal.id)}/payment-method" novalidate>
<h3>Change card</h3>
${field('cardNumber', { value: values.cardNumber, errors, autocomplete: 'cc-number', inputmode: 'numeric', hint: 'Test card: 4242 4242 4242 4242', focus: firstError === 'cardNumber' })}
<div class="row"><div>${field('expiry', { value: values.expiry, errors, autocomplete: 'cc-exp', inputmode: 'numeric', hint: 'MM / YY', focus: firstError === 'expiry' })}</div>
<div>${field('cvc', { value: '', errors, autocomplete: 'cc-csc', inputmode: 'numeric', hint: '3 or 4 digits', focus: firstError === 'cvc' })}</div></div>
${field('cardName', { value: values.cardName, errors, autocomplete: 'cc-name', focus: firstError === 'cardName' })}
<button class="primary" type="submit">Save card</button>
</form>
<h2>Invoices</h2>
${invoices.length ? `<table><thead><tr><th scope="col">Number</th><th scope="col">Date</th><th scope="col">Amount</th><th scope="col">Status</th></tr></thead><tbody>${invoiceRows}</tbody></table>` : '<p>No invoices yet.</p>'}
${portal.return_url ? `<p><a href="${escape(portal.return_url)}">Return to ${escape(clubConfig.name)}</a></p>` : ''}`,
    );
  };

  const portalOf = async (id: string) => {
    const portal = await load('sim_portal_session', id);
    // A portal link lasts a day; Stripe's last minutes, but a simulator's user may wander off.
    if (!portal || portal.created < (await simulator.now()) - 86_400) return undefined;
    return portal;
  };
  const notFound = (reply: FastifyReply) => messagePage(reply, 404, 'Link expired', 'This link has expired. Open the portal again from your account.');

  app.get<{ Params: { id: string } }>('/portal/:id', async (request, reply) => {
    const portal = await portalOf(request.params.id);
    if (!portal) return notFound(reply);
    const done = (request.query as Record<string, string | undefined>).done;
    const notices: Record<string, string> = {
      cancelled: 'Your subscription will end at the end of the current period.',
      resumed: 'Your subscription will renew.',
      card: 'Your card has been updated.',
    };
    return html(reply, 200, await portalPage(portal, {}, {}, done ? notices[done] : undefined));
  });

  app.post<{ Params: { id: string; subscriptionId: string; action: string } }>('/portal/:id/subscriptions/:subscriptionId/:action', async (request, reply) => {
    const portal = await portalOf(request.params.id);
    if (!portal) return notFound(reply);
    const subscription = await simulator.load('sim_subscription', request.params.subscriptionId);
    if (!subscription || subscription.customer !== portal.customer || !['cancel', 'resume'].includes(request.params.action)) return notFound(reply);
    const cancel = request.params.action === 'cancel';
    await simulator.updateSubscription(subscription.id, { cancelAtPeriodEnd: cancel });
    return reply.redirect(`/stripe-simulator/portal/${portal.id}?done=${cancel ? 'cancelled' : 'resumed'}`, 303);
  });

  app.post<{ Params: { id: string } }>('/portal/:id/payment-method', async (request, reply) => {
    const portal = await portalOf(request.params.id);
    if (!portal) return notFound(reply);
    const input = form(request.body);
    const values = { cardNumber: text(input.cardNumber) ?? '', expiry: text(input.expiry) ?? '', cvc: text(input.cvc) ?? '', cardName: text(input.cardName) ?? '' };
    const checked = checkCard(values, await simulator.now());
    if (!checked.card) return html(reply, checked.declined ? 402 : 422, await portalPage(portal, checked.errors, values));
    await simulator.replaceCard(portal.customer, checked.card);
    return reply.redirect(`/stripe-simulator/portal/${portal.id}?done=card`, 303);
  });
};
