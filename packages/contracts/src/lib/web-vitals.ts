import { z } from 'zod';
import { isLanguage, routePrefixes } from './routes';

/**
 * Real learners' Core Web Vitals, reported by the shell (the `web-vitals` library, a sample of page
 * views) with `navigator.sendBeacon` to `POST /client/web-vitals`, and kept by the API as histograms
 * by page type on /metrics. A report names a page TYPE (`pageTypeOf`), never its URL, query or who
 * read it.
 */
export const webVitalsPath = '/client/web-vitals';

export const webVitalNames = ['INP', 'LCP', 'CLS'] as const;
export type WebVitalName = (typeof webVitalNames)[number];

/** Page types: home, each first path segment the route table knows, alone and with an id after it. */
const firstSegments = Object.values(routePrefixes)
  .flat()
  .filter((segment) => segment !== '');
export const webVitalPageTypes = ['home', ...firstSegments.flatMap((s) => [s, `${s}/:id`]), 'other'] as const;

/** `/en/articles/what-is-bitcoin` -> `articles/:id`; `/th` -> `home`; an unknown path -> `other`. */
export function pageTypeOf(pathname: string): string {
  const segments = pathname.split(/[?#]/)[0]!.split('/').filter(Boolean);
  if (isLanguage(segments[0])) segments.shift();
  const [first, ...rest] = segments;
  if (first === undefined) return 'home';
  if (!firstSegments.includes(first)) return 'other';
  return rest.length > 0 ? `${first}/:id` : first;
}

/** What a page may send: one metric's value (ms for INP and LCP, a score for CLS). */
export const webVitalReportSchema = z
  .object({
    name: z.enum(webVitalNames),
    value: z.number().finite().min(0).max(600_000),
    rating: z.enum(['good', 'needs-improvement', 'poor']),
    pageType: z.enum(webVitalPageTypes as unknown as [string, ...string[]]),
  })
  .strict()
  .refine((report) => report.name !== 'CLS' || report.value <= 100, { path: ['value'] });

export type WebVitalReport = z.infer<typeof webVitalReportSchema>;
