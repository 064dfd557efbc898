import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { gotoHydrated } from './hydration';
import { layOutEverything, overflowing, smallTargets, splitWords } from './phone-layout';

/** The page once `ready` holds: serious and critical axe findings, and what the phone layout checks find (support/phone-layout.ts); soft. */
export async function checkScreen(page: Page, url: string, theme: string, ready: (page: Page) => Promise<void>) {
  await gotoHydrated(page, url);
  await ready(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await page.waitForTimeout(300); // transitions end, so colours are final
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect.soft(serious, `${url}: axe`).toEqual([]);
  await layOutEverything(page);
  expect.soft(await overflowing(page), `${url}: wider than its column`).toEqual([]);
  expect.soft(await splitWords(page), `${url}: words split across lines`).toEqual([]);
  expect.soft(await smallTargets(page), `${url}: tap targets under 44x44`).toEqual([]);
}
