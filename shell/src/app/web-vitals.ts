import { pageTypeOf, webVitalsPath } from '@academy/contracts';
import { runtimeConfig } from '@academy/platform';

interface Metric {
  name: string;
  value: number;
  rating: string;
}

/**
 * Real learners' INP, LCP and CLS (the `web-vitals` library) for a share of page views
 * (`webVitalsSampleRate` of the runtime config), sent to the API with `navigator.sendBeacon` as
 * text (no CORS preflight) when the page is hidden. A report holds the metric and the landing
 * page's type, no URL, no query, no user. The library loads when the browser is idle, in a chunk of
 * its own; it reads the entries the browser kept from the page's load (buffered), so starting late
 * loses no LCP or CLS.
 */
export function reportWebVitals(random = Math.random) {
  const { apiUrl, webVitalsSampleRate } = runtimeConfig();
  if (!(random() < webVitalsSampleRate)) return;
  const url = `${apiUrl.replace(/\/+$/, '')}${webVitalsPath}`;
  const pageType = pageTypeOf(window.location.pathname);
  const send = ({ name, value, rating }: Metric) => {
    const body = JSON.stringify({ name, value, rating, pageType });
    if (navigator.sendBeacon?.(url, body)) return;
    void fetch(url, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(() => undefined);
  };
  const start = async () => {
    const { onCLS, onINP, onLCP } = await import(/* webpackChunkName: "web-vitals" */ 'web-vitals');
    onINP(send);
    onLCP(send);
    onCLS(send);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => void start(), { timeout: 5_000 });
  else setTimeout(() => void start(), 1_000);
}
