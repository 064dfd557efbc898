import { HYDRATED_ATTRIBUTE } from '@academy/platform';
import { loadOnUse, prefetchOnUseWhenIdle } from './load-on-use';

const Nothing = () => null;

describe('prefetchOnUseWhenIdle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("fetches every on-use control's code at idle once the page is hydrated, not before", async () => {
    const loadMenu = jest.fn(() => Promise.resolve({ default: Nothing }));
    const loadDialog = jest.fn(() => Promise.resolve({ default: Nothing }));
    loadOnUse(loadMenu);
    loadOnUse(loadDialog);
    const root = document.createElement('html');
    prefetchOnUseWhenIdle(root);
    jest.runAllTimers();
    expect(loadMenu).not.toHaveBeenCalled();

    root.setAttribute(HYDRATED_ATTRIBUTE, 'true');
    await Promise.resolve(); // the attribute's mutation record
    jest.runAllTimers();
    expect(loadMenu).toHaveBeenCalledTimes(1);
    expect(loadDialog).toHaveBeenCalledTimes(1);
  });

  it('a control already fetched (hovered) is not fetched again; a failed fetch is tried again on use', async () => {
    const loadMenu = jest.fn(() => Promise.resolve({ default: Nothing }));
    const menu = loadOnUse(loadMenu);
    menu.prefetch();
    const failing = jest.fn(() => Promise.reject(new Error('offline')));
    const dialog = loadOnUse(failing);
    const root = document.createElement('html');
    root.setAttribute(HYDRATED_ATTRIBUTE, 'true');
    prefetchOnUseWhenIdle(root);
    jest.runAllTimers();
    expect(loadMenu).toHaveBeenCalledTimes(1);
    expect(failing).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    await Promise.resolve();
    dialog.prefetch();
    expect(failing).toHaveBeenCalledTimes(2);
  });
});
