// The header's theme choice without script: its form posts here (`THEME_CHOICE_PATH`), the answer
// sets the `theme` cookie and sends the browser back to the page (303), which the server renders
// in the chosen scheme. A POST, not a link: choosing a theme changes state, and no GET does. Once
// the app runs, the same form is handled in the page (platform's useThemeChoice), nothing posted.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { languageOfPath } from '@academy/contracts/route-match';
import { isThemeChoice, themeCookieFor } from '@academy/ui/theme-cookie';
import en from '../src/i18n/en.json' with { type: 'json' };
import th from '../src/i18n/th.json' with { type: 'json' };
import { THEME_CHOICE_PATH } from './theme-choice-path.ts';

export { THEME_CHOICE_PATH };

/** The largest form the endpoint reads: a choice and a path back. */
const MAX_BODY_BYTES = 4096;

/** A path on this site to go back to: a path (not `//host` or `/\host`), else the home page. */
export function backPath(value: unknown): string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) && !/[\r\n]/.test(value) ? value : '/';
}

function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) reject(new Error('too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
  });
}

/** A refused choice: 4xx with the error's code and its message in the page's language. */
function refuse(res: ServerResponse, status: number, code: 'CSRF_REJECTED' | 'VALIDATION_FAILED', lang: string) {
  const message = (lang === 'th' ? th : en).layout.theme.errors[code];
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(`${code}: ${message}\n`);
}

/** Answers `POST /_theme` (theme=light|dark|system, back=/path): the cookie, then 303 back. */
export async function answerThemeChoice(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'POST') {
    res.writeHead(405, { Allow: 'POST', 'Cache-Control': 'no-store' });
    return void res.end();
  }
  // A form on another site may not choose for the learner (browsers send Sec-Fetch-Site).
  const site = req.headers['sec-fetch-site'];
  if (site && site !== 'same-origin' && site !== 'none') return refuse(res, 403, 'CSRF_REJECTED', 'en');
  let form;
  try {
    form = await readForm(req);
  } catch {
    return refuse(res, 413, 'VALIDATION_FAILED', 'en');
  }
  const back = backPath(form.get('back'));
  const lang = languageOfPath(back);
  const choice = form.get('theme');
  if (!isThemeChoice(choice)) return refuse(res, 400, 'VALIDATION_FAILED', lang);
  res.writeHead(303, { Location: back, 'Set-Cookie': themeCookieFor(choice), 'Cache-Control': 'no-store' });
  res.end();
}
