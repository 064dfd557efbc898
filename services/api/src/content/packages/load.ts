/**
 * Reader/validator of content/subscriptions/packages.yaml (format:
 * content/docs/subscriptions-and-rewards.md, "Subscription packages"). Used by loadContent;
 * problems go to the source's `errors`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { nonBlank, type ContentSource } from '../source-files.ts';
import { languages } from '@academy/contracts';

export interface PackageEntry {
  slug: string;
  ranking: number;
  /** USD cents. */
  price: number;
  durationDays: number;
  hintCount: number;
  mainQuizCount: number;
  earnPoints: boolean;
  unlimitedExclusive: boolean;
  nftMembershipCard: boolean;
  /** ISO timestamps (a date means its 00:00 UTC); null: open-ended. */
  validFrom: string | null;
  validUntil: string | null;
  en: { name: string; description: string };
  th: { name: string; description: string };
}

export const PACKAGES_FILE = path.join('subscriptions', 'packages.yaml');
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_PRICE_CENTS = 10_000_000;

const count = (v: unknown, min = 0): v is number =>
  Number.isInteger(v) && (v as number) >= min && (v as number) <= 1_000_000;

/** A YAML date (Date) or string -> ISO timestamp; undefined/null -> null; invalid -> undefined. */
function timestamp(value: unknown): string | null | undefined {
  if (value === undefined || value === null || value === '') return null;
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) return undefined;
  const year = date.getUTCFullYear();
  return year >= 1 && year <= 9999 ? date.toISOString() : undefined;
}

export function loadPackages(source: ContentSource): PackageEntry[] {
  const { errors } = source;
  const file = path.join(source.dir, PACKAGES_FILE);
  // No file: no catalogue (a content fixture without packages). A file must hold at least three.
  if (!existsSync(file)) return [];
  let parsed: unknown;
  try {
    parsed = parseYaml(readFileSync(file, 'utf8'));
  } catch (error) {
    errors.push(`${PACKAGES_FILE}: invalid YAML: ${(error as Error).message.split('\n')[0]}`);
    return [];
  }
  if (!Array.isArray(parsed)) {
    errors.push(`${PACKAGES_FILE}: must be a list of packages`);
    return [];
  }
  const out: PackageEntry[] = [];
  const seen = new Set<string>();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  parsed.forEach((raw: Record<string, any>, i: number) => {
    const where = `${PACKAGES_FILE} package ${i + 1}${nonBlank(raw?.slug) ? ` (${raw.slug})` : ''}`;
    const fail = (message: string) => errors.push(`${where}: ${message}`);
    const before = errors.length;
    if (!nonBlank(raw?.slug) || !SLUG.test(raw.slug)) fail('slug must be lower-case words joined by "-"');
    else if (seen.has(raw.slug)) fail('duplicate slug');
    else seen.add(raw.slug);
    if (!count(raw?.price, 1) || raw.price > MAX_PRICE_CENTS) fail('price must be a positive integer (USD cents)');
    if (!count(raw?.durationDays, 1)) fail('durationDays must be a positive integer');
    for (const key of ['hintCount', 'mainQuizCount'] as const) {
      if (!count(raw?.[key])) fail(`${key} must be a non-negative integer`);
    }
    for (const key of ['earnPoints', 'unlimitedExclusive', 'nftMembershipCard'] as const) {
      if (typeof raw?.[key] !== 'boolean') fail(`${key} must be true or false`);
    }
    if (raw?.ranking !== undefined && !Number.isInteger(raw.ranking)) fail('ranking must be an integer');
    const validFrom = timestamp(raw?.validFrom);
    const validUntil = timestamp(raw?.validUntil);
    if (validFrom === undefined) fail('validFrom must be a date (YYYY-MM-DD) or timestamp');
    if (validUntil === undefined) fail('validUntil must be a date (YYYY-MM-DD) or timestamp');
    if (validFrom && validUntil && validUntil <= validFrom) fail('validUntil must be after validFrom');
    for (const lang of languages) {
      if (!nonBlank(raw?.[lang]?.name) || raw[lang].name.length > 100)
        fail(`${lang}.name required (at most 100 characters)`);
      if (
        raw?.[lang]?.description !== undefined &&
        (typeof raw[lang].description !== 'string' || raw[lang].description.length > 1000)
      ) {
        fail(`${lang}.description must be text (at most 1000 characters)`);
      }
    }
    if (errors.length > before) return;
    out.push({
      slug: raw.slug,
      ranking: raw.ranking ?? i + 1,
      price: raw.price,
      durationDays: raw.durationDays,
      hintCount: raw.hintCount,
      mainQuizCount: raw.mainQuizCount,
      earnPoints: raw.earnPoints,
      unlimitedExclusive: raw.unlimitedExclusive,
      nftMembershipCard: raw.nftMembershipCard,
      validFrom: validFrom ?? null,
      validUntil: validUntil ?? null,
      en: { name: raw.en.name.trim(), description: String(raw.en.description ?? '').trim() },
      th: { name: raw.th.name.trim(), description: String(raw.th.description ?? '').trim() },
    });
  });
  if (parsed.length < 3) {
    errors.push(`${PACKAGES_FILE}: needs at least three packages, has ${parsed.length}`);
  }
  return out;
}
