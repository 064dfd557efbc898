/**
 * Registers the service worker (/sw.js) once the page has loaded and the browser is idle, never
 * while the page renders. A browser without service workers (or a test that blocks them) reads
 * the site online as before.
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(register) : register());
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
