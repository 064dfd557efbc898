import fs from 'node:fs';
import path from 'node:path';
import { errorCatalogue, errorCodes, languages } from '@academy/contracts';
import { RequestError } from '../http';
import { i18n } from '.';
import en from './en.json';
import th from './th.json';

const repoRoot = path.resolve(__dirname, '../../../../..');

/** Every i18n file of the site: platform's, the shell's and each remote's. */
function localeFiles(): string[] {
  const units = ['packages/platform/src/lib/i18n', 'shell/src/i18n'];
  for (const entry of fs.readdirSync(repoRoot)) if (entry.startsWith('mf-')) units.push(`${entry}/src/i18n`);
  return units.flatMap((unit) =>
    languages.map((language) => path.join(repoRoot, unit, `${language}.json`)).filter((file) => fs.existsSync(file)),
  );
}

/** A file's `errors.<code>` keys: a second text for a code (a page's own words for its context aside). */
const codeKeys = (messages: { errors?: Record<string, unknown> }) =>
  Object.keys(messages.errors ?? {})
    .filter((key) => (errorCodes as readonly string[]).includes(key))
    .map((key) => `errors.${key}`);

afterEach(() => i18n.changeLanguage('en'));

// One text per code: the error catalogue in contracts. The site's `errors.<code>` is that text,
// and no locale file keeps a copy of it.
describe('error messages', () => {
  it('the locale files keep only the network texts the browser alone has', () => {
    expect(Object.keys(en.errors).sort()).toEqual(['aborted', 'network', 'timeout', 'unknown']);
    expect(Object.keys(th.errors).sort()).toEqual(['aborted', 'network', 'timeout', 'unknown']);
  });

  it('no locale file of the site has its own errors.<code> text', () => {
    const copies = localeFiles().flatMap((file) =>
      codeKeys(JSON.parse(fs.readFileSync(file, 'utf8'))).map((key) => `${path.relative(repoRoot, file)}: ${key}`),
    );
    expect(copies).toEqual([]);
  });

  it.each(errorCodes)('%s reads as the catalogue’s English and Thai', (code) => {
    expect(i18n.t(`errors.${code}`, { lng: 'en' })).toBe(errorCatalogue[code].en);
    expect(i18n.t(`errors.${code}`, { lng: 'th' })).toBe(errorCatalogue[code].th);
  });

  it('a refusal shows the catalogue’s Thai text to a Thai reader', async () => {
    await i18n.changeLanguage('th');
    const error = new RequestError('api', 'errors.LOGIN_EMAIL_NOT_VERIFIED', 403, 'LOGIN_EMAIL_NOT_VERIFIED');
    expect(error.message).toBe(errorCatalogue.LOGIN_EMAIL_NOT_VERIFIED.th);
    expect(error.message).toBe('อีเมลของคุณยังไม่ได้รับการยืนยัน กรุณาตรวจสอบลิงก์ยืนยันในกล่องจดหมายของคุณ');
  });
});
