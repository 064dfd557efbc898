import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type ConsoleMessage } from '@playwright/test';
import { serviceUrl, startService, stopService } from '../support/composition';
import { waitForHydration } from '../support/hydration';
import { languages } from '@academy/contracts';

// Issue 12: public pages are rendered by the shell's server (Module Federation on Node) and
// hydrated in the browser without a mismatch.

const html = async (request: import('@playwright/test').APIRequestContext, url: string) => {
  const response = await request.get(url, { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(200);
  return response.text();
};
/**
 * The app's part of the page (the root element), without scripts, and with Thai read as text:
 * ThaiText's line-break markup (<wbr> and a word kept whole in a span) and the glossary's term
 * links taken out.
 */
const appOf = (page: string) =>
  (/<div id="root"[^>]*>([\s\S]*)<\/div>\s*(?:<script|<\/body>)/.exec(page)?.[1] ?? '')
    .replace(/<wbr\/?>/g, '')
    .replace(/<span class="academy-keep">([^<]*)<\/span>/g, '$1')
    .replace(/<a [^>]*data-testid="glossary-term-link"[^>]*>([^<]*)<\/a>/g, '$1');

test.describe('HTML without JavaScript', () => {
  test('an article carries its text in the path language', async ({ request }) => {
    const en = appOf(await html(request, '/en/articles/bitcoin-mining-basics'));
    expect(en).toContain('Bitcoin mining basics');
    expect(en).toContain('Bitcoin miners do something quite different');
    const th = appOf(await html(request, '/th/articles/bitcoin-mining-basics'));
    expect(th).toContain('พื้นฐานการขุดบิตคอยน์');
    expect(th).not.toContain('Bitcoin miners do something quite different');
  });

  test('the glossary carries its terms in the path language', async ({ request }) => {
    const en = appOf(await html(request, '/en/glossary'));
    expect(en).toContain('Airdrop');
    expect(en).toContain('A free distribution of tokens');
    const th = appOf(await html(request, '/th/glossary'));
    expect(th).toContain('แอร์ดรอป (Airdrop)');
    expect(th).toContain('คลังคำศัพท์');
  });

  test('the home page carries article cards, the header and the footer in the path language', async ({ request }) => {
    const en = await html(request, '/en');
    expect(en).toMatch(/<html lang="en"/);
    expect(appOf(en)).toContain('href="/en/articles/');
    expect(appOf(en)).toContain('<footer');
    const th = await html(request, '/th');
    expect(th).toMatch(/<html lang="th"/);
    expect(appOf(th)).toContain('href="/th/articles/');
    expect(appOf(th)).toContain('บทความ');
    // The state for hydration is a JSON data block (not run at load; the app parses it when it starts).
    expect(th).toMatch(/<script type="application\/json" id="academy-ssr-state">\{/);
    expect(th).toMatch(/<style data-emotion="mui [^"]+">/);
  });

  test('the page is cut into hydration units: header, route area and footer are Suspense boundaries', async ({
    request,
  }) => {
    // React hydrates each server-rendered boundary (<!--$-->...<!--/$-->) on its own, after the
    // root's pass and in short tasks, instead of the whole page in one long task.
    for (const url of ['/en', '/en/articles/what-is-bitcoin', '/en/glossary', '/en/quizzes']) {
      const app = appOf(await html(request, url));
      // the header's unit: the header, then the narrow screens' menu popover beside it (site-menu.tsx)
      expect(app, url).toMatch(/<!--\$--><header[\s\S]*<\/header>(<div[^>]*id="site-menu"[\s\S]*?)?<!--\/\$-->/);
      // a deferred unit's boundary sits in its marker (display: contents), hydrated when needed
      expect(app, url).toMatch(
        /<main [^>]*id="main"[^>]*><div data-hydration-unit="[^"]+" style="display:contents"><!--\$-->[\s\S]*<!--\/\$--><\/div><\/main>/,
      );
      expect(app, url).toMatch(/<!--\$--><footer[\s\S]*<\/footer><!--\/\$-->/);
      // and the heavy pages have units inside the route area too
      const main = /<main [^>]*>([\s\S]*)<\/main>/.exec(app)?.[1] ?? '';
      expect(main.match(/<!--\$-->/g)?.length ?? 0, url).toBeGreaterThan(1);
    }
  });

  test('the dark theme cookie gives dark styles in the first byte', async ({ request }) => {
    const dark = await request.get('/en/glossary', { headers: { cookie: 'theme=dark' } });
    expect(await dark.text()).toContain('"theme":"dark"');
  });
});

test.describe('HTML without JavaScript: the public pages of the other remotes carry their data', () => {
  test('the quiz list carries the quiz titles in the path language', async ({ request }) => {
    const en = appOf(await html(request, '/en/quizzes'));
    expect(en).toContain('data-testid="quiz-cards"');
    expect(en).toContain('href="/en/quizzes/seed-phrases-and-private-keys"');
    expect(en).toContain('Seed phrases and private keys');
    expect(en).toContain('Keeping your crypto safe');
    expect(en).not.toContain('Loading quizzes');
    const th = appOf(await html(request, '/th/quizzes'));
    expect(th).toContain('href="/th/quizzes/seed-phrases-and-private-keys"');
    expect(th).toContain('ซีดเฟรสและไพรเวตคีย์');
    expect(th).toContain('ดูแลคริปโตของคุณให้ปลอดภัย');
    expect(th).not.toContain('Seed phrases and private keys');
  });

  test('a quiz page carries the quiz in the path language', async ({ request }) => {
    const en = appOf(await html(request, '/en/quizzes/what-is-bitcoin'));
    expect(en).toContain('What is Bitcoin?');
    expect(en).toContain('5 questions');
    const th = appOf(await html(request, '/th/quizzes/what-is-bitcoin'));
    expect(th).toContain('บิตคอยน์คืออะไร?');
    expect(th).toContain('5 ข้อ');
  });

  test('the packages page carries the package names and prices in the path language', async ({ request }) => {
    const en = appOf(await html(request, '/en/subscriptions'));
    for (const name of ['Starter', 'Pro', '$5.00', '$12.00']) expect(en).toContain(name);
    expect(en).toContain('data-testid="package-starter-monthly"');
    const th = appOf(await html(request, '/th/subscriptions'));
    for (const name of ['สตาร์ทเตอร์', 'โปร', 'US$12.00']) expect(th).toContain(name);
  });

  test('the redeem page carries the rewards in the path language', async ({ request }) => {
    const en = appOf(await html(request, '/en/redeem'));
    expect(en).toContain('data-testid="reward-kkub-1"');
    expect(en).toContain('Academy T-shirt');
    const th = appOf(await html(request, '/th/redeem'));
    expect(th).toContain('data-testid="reward-academy-t-shirt"');
    expect(th).toContain('รับ 1 KKUB เข้ากระเป๋าเงิน');
  });

  test('the events pages carry the event and its registration window in the path language', async ({ request }) => {
    const en = appOf(await html(request, '/en/hackathon'));
    expect(en).toContain('Hackathon');
    expect(en).not.toContain('Checking whether registration is open');
    // The registration window came from the API: either Register (open) or the closed notice.
    expect(en).toMatch(/>Register<|data-testid="hackathon-closed"/);
    const th = appOf(await html(request, '/th/hackathon'));
    expect(th).toMatch(/>ลงทะเบียน<|data-testid="hackathon-closed"/);
    const pitch = appOf(await html(request, '/en/pitch-2024'));
    expect(pitch).toContain('Next-generation business pitch 2024');
    // Date ranges with plain spaces: Node's ICU writes thin ones, the browser's may not.
    expect(pitch).toContain('14 – 15 October 2024');
  });
});

const publicRoutes = [
  '',
  '/articles',
  '/articles/bitcoin-mining-basics',
  '/glossary',
  '/glossary?letter=B',
  '/get-started',
  '/about-us',
  '/legal/terms-and-conditions',
  '/quizzes',
  '/quizzes/what-is-bitcoin',
  '/subscriptions',
  '/redeem',
  '/hackathon',
  '/pitch-2024',
  '/login',
  '/register',
];

for (const theme of ['light', 'dark'] as const) {
  test(`every public route hydrates without an error or warning (${theme})`, async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext();
    await context.addCookies([{ name: 'theme', value: theme, url: baseURL! }]);
    await context.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { serverRoot?: Element | null }).serverRoot =
          document.getElementById('root')?.firstElementChild;
      }),
    );
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      // Playwright's own stub of the service worker's registration (blocked: playwright.config.ts)
      if (message.text() === 'Service Worker registration blocked by Playwright') return;
      if (message.type() === 'error' || message.type() === 'warning')
        problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    for (const lang of languages) {
      for (const route of publicRoutes) {
        const url = `/${lang}${route}`;
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(200);
        expect(await response!.text(), url).toContain('id="academy-ssr-state"');
        await expect(page.locator('main h1').first(), url).toBeVisible();
        // Hydrated: React took over the server's DOM (the same nodes, not a new render). The app
        // starts on the reader's first input (boot-on-intent): waitForHydration gives it.
        await waitForHydration(page);
        await expect
          .poll(
            () =>
              page.evaluate(() => {
                const root = document.getElementById('root')?.firstElementChild;
                const keyed = Object.keys(document.querySelector('header') ?? {}).some((k) => k.startsWith('__react'));
                return keyed && root === (window as unknown as { serverRoot?: Element }).serverRoot;
              }),
            { message: url },
          )
          .toBe(true);
        expect(problems, url).toEqual([]);
      }
    }
    await context.close();
  });
}

test('with a remote stopped, the server renders its unavailable panel and the rest of the page', async ({
  request,
  page,
}) => {
  await stopService('mf-content');
  try {
    // The shell's micro-cache keeps a render for SSR_CACHE_TTL_MS (2 s by default).
    await expect
      .poll(async () => appOf(await html(request, '/en/glossary')))
      .toContain('data-testid="remote-unavailable"');
    const en = await html(request, '/en/glossary');
    expect(appOf(en)).toContain('This section is temporarily unavailable');
    expect(appOf(en)).toContain('<footer');
    await expect.poll(async () => appOf(await html(request, '/th/glossary'))).toContain('ส่วนนี้ไม่พร้อมใช้งานชั่วคราว');
    // Other remotes' pages still render on the server.
    expect(appOf(await html(request, '/en/quizzes'))).not.toContain('remote-unavailable');
    await page.goto('/en/glossary');
    await expect(page.getByTestId('remote-unavailable')).toBeVisible();
  } finally {
    await startService('mf-content');
  }
  // Back: the next render has the page again.
  await expect.poll(async () => appOf(await html(request, '/en/glossary'))).toContain('Airdrop');
});

test('a remote redeployed alone changes what the running server renders', async ({ request }) => {
  test.setTimeout(120_000);
  const original = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../mf-content/dist');
  const redeployed = path.join(os.tmpdir(), `academy-ssr-redeploy-${process.pid}`);
  rmSync(redeployed, { recursive: true, force: true });
  cpSync(original, redeployed, { recursive: true });
  // A new build: the glossary's English title changes in the server build, and its manifest differs.
  const serverDir = path.join(redeployed, 'server');
  let changed = 0;
  for (const file of readdirSync(serverDir)) {
    if (!file.endsWith('.js')) continue;
    const text = readFileSync(path.join(serverDir, file), 'utf8');
    if (text.includes('"Blockchain and crypto terms')) {
      writeFileSync(
        path.join(serverDir, file),
        text.replaceAll('"Blockchain and crypto terms', '"Redeployed: blockchain and crypto terms'),
      );
      changed++;
    }
  }
  expect(changed).toBeGreaterThan(0);
  const manifest = JSON.parse(readFileSync(path.join(serverDir, 'mf-manifest.json'), 'utf8'));
  manifest.metaData.buildInfo = { ...manifest.metaData.buildInfo, buildVersion: `redeployed-${Date.now()}` };
  writeFileSync(path.join(serverDir, 'mf-manifest.json'), JSON.stringify(manifest));

  await expect.poll(async () => appOf(await html(request, '/en/glossary'))).toContain('Airdrop');
  expect(appOf(await html(request, '/en/glossary'))).not.toContain('Redeployed:');
  await stopService('mf-content');
  try {
    await startService('mf-content', { dir: redeployed });
    await expect
      .poll(async () => appOf(await html(request, '/en/glossary')), { timeout: 30_000 })
      .toContain('Redeployed: blockchain and crypto terms');
  } finally {
    await stopService('mf-content');
    await startService('mf-content');
    rmSync(redeployed, { recursive: true, force: true });
  }
  await expect
    .poll(async () => appOf(await html(request, '/en/glossary')), { timeout: 30_000 })
    .not.toContain('Redeployed:');
  expect(serviceUrl('mf-content')).toMatch(/^http:/);
});
