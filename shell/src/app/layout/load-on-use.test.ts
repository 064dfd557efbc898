import { loadOnUse, prefetchOnUseWhenIdle } from './load-on-use';

const Nothing = () => null;

describe('prefetchOnUseWhenIdle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("fetches every on-use control's code, one per idle period", () => {
    const loadMenu = jest.fn(() => Promise.resolve({ default: Nothing }));
    const loadDialog = jest.fn(() => Promise.resolve({ default: Nothing }));
    loadOnUse(loadMenu);
    loadOnUse(loadDialog);
    prefetchOnUseWhenIdle();
    expect(loadMenu).not.toHaveBeenCalled();
    jest.advanceTimersToNextTimer();
    expect(loadMenu).toHaveBeenCalledTimes(1);
    expect(loadDialog).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(loadDialog).toHaveBeenCalledTimes(1);
  });

  it('a control already fetched (hovered) is not fetched again; a failed fetch is tried again on use', async () => {
    const loadMenu = jest.fn(() => Promise.resolve({ default: Nothing }));
    const menu = loadOnUse(loadMenu);
    menu.prefetch();
    const failing = jest.fn(() => Promise.reject(new Error('offline')));
    const dialog = loadOnUse(failing);
    prefetchOnUseWhenIdle();
    jest.runAllTimers();
    expect(loadMenu).toHaveBeenCalledTimes(1);
    expect(failing).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    await Promise.resolve();
    dialog.prefetch();
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('fetches what it is given besides (the platform’s dialogs) after the on-use controls, at idle too', () => {
    const loadMenu = jest.fn(() => Promise.resolve({ default: Nothing }));
    loadOnUse(loadMenu);
    const prefetchDialogs = jest.fn();
    prefetchOnUseWhenIdle(prefetchDialogs);
    jest.advanceTimersToNextTimer();
    expect(prefetchDialogs).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(prefetchDialogs).toHaveBeenCalledTimes(1);
  });
});
