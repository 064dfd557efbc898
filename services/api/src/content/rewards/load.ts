/**
 * Reader/validator of content/rewards/<slug>.yaml (format: content/docs/subscriptions-and-rewards.md, "Rewards").
 * Called by loadContent, so `pnpm content:check`, the importer and the tests share the rules.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { RewardGrant } from '../../db/schema/index.ts';
import { nonBlank, type ContentSource, type Data } from '../source-files.ts';
import { languages } from '@academy/contracts';

export const REWARD_TYPES = ['crypto', 'physical', 'subscription'] as const;
export type RewardContentType = (typeof REWARD_TYPES)[number];
/** 100 points = 1 KKUB (spec section 9; contracts POINTS_PER_KKUB). */
const POINTS_PER_KKUB = 100;

/** A subscription reward's grant as the content gives it: the stored `RewardGrant`. */
export type RewardGrantEntry = RewardGrant;

export interface RewardEntry {
  slug: string;
  type: RewardContentType;
  ranking: number;
  pointCost: number;
  totalQuota: number;
  perUserLimit: number | null;
  perDayLimit: number | null;
  aPlusOnly: boolean;
  active: boolean;
  amountKkub: number | null;
  grant: RewardGrantEntry | null;
  en: { name: string; description: string };
  th: { name: string; description: string };
}

const positiveInt = (v: unknown): v is number => Number.isInteger(v) && (v as number) > 0;
const optionalLimit = (v: unknown) => v === undefined || v === null || positiveInt(v);

/**
 * content/rewards/*.yaml; a subscription reward's `grant.package` must be one of `packageSlugs`
 * (content/subscriptions/packages.yaml).
 */
export function loadRewards(source: ContentSource, packageSlugs: Set<string>): RewardEntry[] {
  const { fail } = source;
  const dir = path.join(source.dir, 'rewards');
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort();
  const out: RewardEntry[] = [];
  for (const file of files) {
    const where = path.join(dir, file);
    const slug = file.replace(/\.yaml$/, '');
    let data: Data;
    try {
      data = (parseYaml(readFileSync(where, 'utf8')) as Data | null) ?? {};
    } catch (error) {
      fail(where, `invalid YAML: ${(error as Error).message.split('\n')[0]}`);
      continue;
    }
    const before = { count: 0 };
    const problem = (message: string) => {
      before.count += 1;
      fail(where, message);
    };
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) problem('file name must be a kebab-case slug');
    if (!(REWARD_TYPES as readonly string[]).includes(data.type))
      problem(`type must be one of ${REWARD_TYPES.join(', ')}`);
    if (!positiveInt(data.pointCost)) problem('pointCost must be a positive integer');
    if (!positiveInt(data.totalQuota)) problem('totalQuota must be a positive integer');
    if (!optionalLimit(data.perUserLimit)) problem('perUserLimit must be a positive integer (or absent for none)');
    if (!optionalLimit(data.perDayLimit)) problem('perDayLimit must be a positive integer (or absent for none)');
    for (const key of ['aPlusOnly', 'active'] as const) {
      if (data[key] !== undefined && typeof data[key] !== 'boolean') problem(`${key} must be true or false`);
    }
    if (data.ranking !== undefined && !Number.isInteger(data.ranking)) problem('ranking must be an integer');
    for (const lang of languages) {
      if (!nonBlank(data[lang]?.name)) problem(`${lang}.name required`);
      if (data[lang]?.description !== undefined && typeof data[lang].description !== 'string') {
        problem(`${lang}.description must be text`);
      }
    }
    if (data.type === 'crypto' && positiveInt(data.pointCost) && data.pointCost % POINTS_PER_KKUB !== 0) {
      problem(`crypto rewards pay whole KKUB: pointCost must be a multiple of ${POINTS_PER_KKUB}`);
    }
    let grant: RewardGrantEntry | null = null;
    if (data.type === 'subscription') {
      const g = data.grant as Data | undefined;
      if (!g || typeof g !== 'object') problem('subscription rewards need a grant (the package they activate)');
      else {
        if (!positiveInt(g.durationDays)) problem('grant.durationDays must be a positive integer');
        for (const key of ['mainQuizCount', 'hintCount'] as const) {
          if (!Number.isInteger(g[key]) || g[key] < 0) problem(`grant.${key} must be a non-negative integer`);
        }
        if (g.package !== undefined && !nonBlank(g.package)) problem('grant.package must be a package slug');
        grant = {
          packageSlug: nonBlank(g.package) ? g.package : null,
          packageName: nonBlank(g.packageName) ? g.packageName : (data.en?.name ?? null),
          durationDays: g.durationDays,
          mainQuizCount: g.mainQuizCount,
          hintCount: g.hintCount,
          unlimitedExclusive: g.unlimitedExclusive !== false,
          earnPoints: g.earnPoints !== false,
          nftMembershipCard: g.nftMembershipCard === true,
        };
      }
    } else if (data.grant !== undefined) problem('only subscription rewards have a grant');
    if (before.count > 0) continue;
    out.push({
      slug,
      type: data.type,
      ranking: data.ranking ?? 0,
      pointCost: data.pointCost,
      totalQuota: data.totalQuota,
      perUserLimit: data.perUserLimit ?? null,
      perDayLimit: data.perDayLimit ?? null,
      aPlusOnly: data.aPlusOnly ?? false,
      active: data.active ?? true,
      amountKkub: data.type === 'crypto' ? data.pointCost / POINTS_PER_KKUB : null,
      grant,
      en: { name: data.en.name, description: data.en.description ?? '' },
      th: { name: data.th.name, description: data.th.description ?? '' },
    });
  }
  for (const r of out) {
    if (r.grant?.packageSlug && !packageSlugs.has(r.grant.packageSlug)) {
      source.errors.push(
        `rewards/${r.slug}.yaml: grant.package "${r.grant.packageSlug}" is not in subscriptions/packages.yaml`,
      );
    }
  }
  return out;
}
