/**
 * The pages a payer sees instead of Stripe Checkout and PayPal's Venmo approval: plain HTML that works on a phone
 * and with a screen reader, the amount and what it is for, Pay and Cancel, and a note that nothing real is charged.
 */
import { formatDollars } from '../../shared/money.js';
import type { PayPalOrder, SessionDetails, StripeObject } from './state.js';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1b1e;background:#f1f3f5}
main{max-width:28rem;margin:0 auto;padding:1rem}
.card{background:#fff;border-radius:12px;padding:1.25rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
.note{margin:0 0 1rem;padding:.5rem .75rem;border-radius:8px;background:#fff3bf;color:#5c3c00;font-weight:600}
h1{font-size:1.25rem;margin:0 0 .25rem}
.for{margin:0 0 .75rem;color:#495057}
.amount{font-size:2rem;font-weight:700;margin:0 0 1rem}
label{display:block;font-weight:600;margin-bottom:.25rem}
input{width:100%;font:inherit;padding:.75rem;border:1px solid #868e96;border-radius:8px}
.hint{font-size:.875rem;color:#495057;margin:.25rem 0 1rem}
.error{color:#c92a2a;font-weight:600;margin:0 0 1rem}
button{width:100%;min-height:48px;font:inherit;font-weight:600;border-radius:8px;border:0;cursor:pointer;margin-top:.5rem}
.pay{background:#1864ab;color:#fff}
.venmo{background:#0070cc;color:#fff}
.cancel{background:transparent;color:#1864ab;border:1px solid #1864ab}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #fab005;outline-offset:2px}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="note" role="note">Test mode — local checkout. No real money moves.</p>
<div class="card">
${body}
</div>
</main>
</body>
</html>
`;
}

export interface CheckoutView {
  session: StripeObject;
  details: SessionDetails | undefined;
  /** Whose page it is: the market's name. */
  merchant: string;
  /** The URL prefix the page's forms post under (`/_stripe`). */
  base: string;
  card?: string;
  error?: string;
}

export function checkoutPage(v: CheckoutView): string {
  const amount = formatDollars(v.session.amount_total as number);
  const id = encodeURIComponent(v.session.id);
  const what = v.details?.lineItems.map((li) => li.name).join(', ') ?? '';
  const head = `<h1>${escape(v.merchant)}</h1>
${what ? `<p class="for">${escape(what)}</p>` : ''}
<p class="amount">${escape(amount)}</p>`;
  if (v.session.status === 'complete') {
    return page(
      `Paid — ${v.merchant}`,
      `${head}<p>This payment is complete.</p><p><a href="${escape(successUrl(v.session))}">Return to ${escape(v.merchant)}</a></p>`,
    );
  }
  if (v.session.status === 'expired') {
    return page(
      `Expired — ${v.merchant}`,
      `${head}<p>This checkout page has expired. Go back and start the payment again.</p>`,
    );
  }
  return page(
    `Pay ${amount} — ${v.merchant}`,
    `${head}
<form method="post" action="${escape(v.base)}/checkout/${id}/pay">
<label for="card">Card number</label>
<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" aria-describedby="card-hint${v.error ? ' card-error' : ''}"${v.error ? ' aria-invalid="true"' : ''} value="${escape(v.card ?? '4242 4242 4242 4242')}">
<p class="hint" id="card-hint">Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined.</p>
${v.error ? `<p class="error" id="card-error" role="alert">${escape(v.error)}</p>` : ''}
<button class="pay" type="submit">Pay ${escape(amount)}</button>
</form>
<form method="post" action="${escape(v.base)}/checkout/${id}/cancel">
<button class="cancel" type="submit">Cancel</button>
</form>`,
  );
}

export function successUrl(session: StripeObject): string {
  return String(session.success_url).replaceAll('{CHECKOUT_SESSION_ID}', session.id);
}

export function paypalPage(order: PayPalOrder, merchant: string, base: string): string {
  const amount = formatDollars(Math.round(Number(order.amountValue) * 100));
  const id = encodeURIComponent(order.id);
  const service = order.source === 'venmo' ? 'Venmo' : 'PayPal';
  const head = `<h1>${escape(merchant)}</h1>
${order.description ? `<p class="for">${escape(order.description)}</p>` : ''}
<p class="amount">${escape(amount)}</p>`;
  if (order.status === 'COMPLETED' || order.status === 'VOIDED') {
    return page(
      `${service} — ${merchant}`,
      `${head}<p>This order is ${order.status === 'COMPLETED' ? 'paid' : 'cancelled'}.</p>`,
    );
  }
  return page(
    `Pay ${amount} with ${service} — ${merchant}`,
    `${head}
<form method="post" action="${escape(base)}/paypal/${id}/approve">
<button class="venmo" type="submit">Pay with ${service}</button>
</form>
<form method="post" action="${escape(base)}/paypal/${id}/cancel">
<button class="cancel" type="submit">Cancel</button>
</form>`,
  );
}

export function notFoundPage(what: string): string {
  return page('Not found', `<h1>Not found</h1><p>${escape(what)}</p>`);
}
