/** The sandbox login page of GET /oauth2/authorize. */
import { kkub } from './state.js';
import { seedUsers } from './users.js';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export function renderLoginPage(params: Record<string, string>): string {
  const hidden = Object.entries(params)
    .map(([k, v]) => `<input type="hidden" name="${escape(k)}" value="${escape(v)}">`)
    .join('');
  const rows = seedUsers
    .map(
      (u) => `<li class="user">
  <form method="post" action="/oauth2/authorize">${hidden}<input type="hidden" name="user_id" value="${escape(u.id)}">
    <div><strong>${escape(u.firstName)} ${escape(u.lastName)}</strong> &lt;${escape(u.email)}&gt;
      <span class="kyc ${u.kycStatus}">KYC ${u.kycStatus}</span></div>
    <div class="meta">${u.walletAddress ? `wallet PIN <code>${escape(u.pin ?? '')}</code> · ${usd(u.usdCents)} · ${kkub(u.kkubUnits)} KKUB` : 'no wallet'} · ${escape(u.note)}</div>
    <button type="submit" data-user-id="${escape(u.id)}">Sign in as ${escape(u.firstName)} ${escape(u.lastName)}</button>
  </form>
</li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Exchange SANDBOX sign-in</title>
<style>
body{font-family:system-ui,sans-serif;max-width:720px;margin:2rem auto;padding:0 1rem;color:#1b1b1b}
.banner{background:#fff3cd;border:2px dashed #b58100;padding:.75rem 1rem;border-radius:8px}
ul{list-style:none;padding:0}.user{border:1px solid #ddd;border-radius:8px;padding:.75rem 1rem;margin:.75rem 0}
.meta{color:#555;font-size:.9rem;margin:.25rem 0 .5rem}.kyc{font-size:.8rem;padding:.1rem .4rem;border-radius:4px;margin-left:.5rem}
.verified{background:#d1f2d9}.unverified{background:#f8d7da}button{padding:.4rem .9rem;cursor:pointer}
</style></head>
<body>
<p class="banner" role="alert"><strong>SANDBOX</strong> — this is a local stand-in for the exchange's sign-in. No real accounts, no real money. Pick a test user.</p>
<h1>Sign in to the exchange (sandbox)</h1>
<p>The academy (<code>${escape(params.client_id ?? '')}</code>) asks to read your profile, KYC data and wallet.</p>
<ul>
${rows}
</ul>
<form method="post" action="/oauth2/authorize">${hidden}<input type="hidden" name="allowed" value="false"><button type="submit">Cancel (deny access)</button></form>
</body></html>`;
}
