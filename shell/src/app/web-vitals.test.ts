import { reportWebVitals } from './web-vitals';

type Callback = (metric: { name: string; value: number; rating: string }) => void;
const callbacks: Callback[] = [];
jest.mock('web-vitals', () => ({
  onINP: (callback: Callback) => callbacks.push(callback),
  onLCP: (callback: Callback) => callbacks.push(callback),
  onCLS: (callback: Callback) => callbacks.push(callback),
}));

const beacons: Array<[string, string]> = [];
beforeEach(() => {
  callbacks.length = 0;
  beacons.length = 0;
  window.__ACADEMY_CONFIG__ = { apiUrl: 'https://api.example/', webVitalsSampleRate: 0.25 };
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => beacons.push([url, body]) > 0,
  });
  window.history.replaceState(null, '', '/th/articles/what-is-bitcoin?ref=mail');
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  delete window.__ACADEMY_CONFIG__;
});

async function idle() {
  jest.runOnlyPendingTimers();
  jest.useRealTimers();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

it("a sampled page view loads the library at idle and beacons each metric with the page's type, not its URL", async () => {
  reportWebVitals(() => 0.1);
  expect(callbacks).toHaveLength(0);
  await idle();
  expect(callbacks).toHaveLength(3);
  callbacks[0]!({ name: 'INP', value: 96, rating: 'good' });
  callbacks[2]!({ name: 'CLS', value: 0.01, rating: 'good' });
  expect(beacons).toEqual([
    ['https://api.example/client/web-vitals', '{"name":"INP","value":96,"rating":"good","pageType":"articles/:id"}'],
    ['https://api.example/client/web-vitals', '{"name":"CLS","value":0.01,"rating":"good","pageType":"articles/:id"}'],
  ]);
});

it('a page view outside the sample loads nothing and sends nothing', async () => {
  reportWebVitals(() => 0.25);
  await idle();
  expect(callbacks).toHaveLength(0);
  expect(beacons).toHaveLength(0);
});

it('without a configured rate (a standalone remote page) nothing reports', async () => {
  window.__ACADEMY_CONFIG__ = { apiUrl: 'https://api.example' };
  reportWebVitals(() => 0);
  await idle();
  expect(callbacks).toHaveLength(0);
});
