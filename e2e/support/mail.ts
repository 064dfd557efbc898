import { serviceUrl } from './composition';

/** A message as maildev's REST API lists it (GET /email). */
export interface Mail {
  id: string;
  subject: string;
  text?: string;
  html?: string;
  to: { address: string; name?: string }[];
  date: string;
  /** Header lines by lower-cased name. */
  headers?: Record<string, string>;
}

const inbox = () => serviceUrl('mail').replace('localhost', '127.0.0.1');

/** Every message the mail catcher holds. */
export async function listMail(): Promise<Mail[]> {
  const res = await fetch(`${inbox()}/email`);
  if (!res.ok) throw new Error(`mail catcher answered ${res.status}`);
  return (await res.json()) as Mail[];
}

/** The newest message to `address` (matching `predicate`), waiting for it to arrive. */
export async function waitForMail(
  address: string,
  predicate: (mail: Mail) => boolean = () => true,
  timeoutMs = 15_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await listMail())
      .filter((m) => m.to.some((to) => to.address.toLowerCase() === address.toLowerCase()) && predicate(m))
      .sort((a, b) => Date.parse(b.date) - Date.parse(a.date))[0];
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The first link in the mail whose path ends with `pathEnd` (e.g. `/verify-email`). */
export function linkIn(mail: Mail, pathEnd: string): URL {
  const body = `${mail.text ?? ''}\n${mail.html ?? ''}`;
  for (const match of body.matchAll(/https?:\/\/[^\s"'<>]+/g)) {
    const url = new URL(match[0].replace(/&amp;/g, '&'));
    if (url.pathname.endsWith(pathEnd)) return url;
  }
  throw new Error(`no ${pathEnd} link in "${mail.subject}"`);
}
