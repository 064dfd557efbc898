import { HYDRATED_ATTRIBUTE } from '@academy/platform';
import { whenHydrated } from './when-hydrated';

describe('whenHydrated', () => {
  it('waits for <html data-hydrated>, then runs once', async () => {
    const root = document.createElement('html');
    const run = jest.fn();
    whenHydrated(run, root);
    expect(run).not.toHaveBeenCalled();
    root.setAttribute('lang', 'th');
    await Promise.resolve();
    expect(run).not.toHaveBeenCalled();
    root.setAttribute(HYDRATED_ATTRIBUTE, 'true');
    await Promise.resolve();
    root.setAttribute(HYDRATED_ATTRIBUTE, 'true');
    await Promise.resolve();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at once on a page already hydrated', () => {
    const root = document.createElement('html');
    root.setAttribute(HYDRATED_ATTRIBUTE, 'true');
    const run = jest.fn();
    whenHydrated(run, root);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
