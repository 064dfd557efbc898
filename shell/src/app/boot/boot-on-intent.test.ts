import { act } from 'react';
import { useSessionStore } from '@academy/platform';
import { BOOT_ATTRIBUTE, INTENT_EVENTS, SIGNED_IN_COOKIE, bootOnIntentScript } from '../../../server/boot-on-intent';
import { keepSignedInHint } from './signed-in-hint';

const appScripts = () => [...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));

/** A server-rendered page: its root names the app script; the page's inline script runs. */
function serverRenderedPage() {
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="root" ${BOOT_ATTRIBUTE}="/_app/main.js"><main>Text</main></div>`;
  // The script listens on window: a fresh copy per test, its listeners removed after.
  const added: [string, EventListenerOrEventListenerObject][] = [];
  const add = EventTarget.prototype.addEventListener;
  const spy = jest.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    added.push([type, listener!]);
    add.call(window, type, listener, options);
  });
  new Function(bootOnIntentScript())();
  spy.mockRestore();
  return () => added.forEach(([type, listener]) => window.removeEventListener(type, listener, true));
}

const clearHint = () => {
  document.cookie = `${SIGNED_IN_COOKIE}=; path=/; max-age=0`;
};

describe('boot on intent', () => {
  let cleanup = () => {};
  afterEach(() => {
    cleanup();
    clearHint();
  });

  it('loads nothing without input, and the app script once on the first intent', () => {
    cleanup = serverRenderedPage();
    expect(appScripts()).toEqual([]);
    window.dispatchEvent(new Event('pointerdown'));
    expect(appScripts()).toEqual(['/_app/main.js']);
    window.dispatchEvent(new Event('keydown'));
    window.dispatchEvent(new Event('touchstart'));
    expect(appScripts()).toEqual(['/_app/main.js']);
  });

  it.each(INTENT_EVENTS)('starts on %s', (type) => {
    cleanup = serverRenderedPage();
    window.dispatchEvent(new Event(type));
    expect(appScripts()).toEqual(['/_app/main.js']);
  });

  it('starts at once for a browser someone is signed in on, and marks the page for the pending login to hide', () => {
    document.documentElement.removeAttribute('data-signed-in');
    document.cookie = `${SIGNED_IN_COOKIE}=1; path=/`;
    cleanup = serverRenderedPage();
    expect(appScripts()).toEqual(['/_app/main.js']);
    expect(document.documentElement.hasAttribute('data-signed-in')).toBe(true);
    document.documentElement.removeAttribute('data-signed-in');
  });

  it('ignores another cookie that merely ends with the hint’s name', () => {
    document.cookie = `x${SIGNED_IN_COOKIE}=1; path=/`;
    cleanup = serverRenderedPage();
    expect(appScripts()).toEqual([]);
    expect(document.documentElement.hasAttribute('data-signed-in')).toBe(false);
    document.cookie = `x${SIGNED_IN_COOKIE}=; path=/; max-age=0`;
  });

  it('leaves a page the browser renders alone (its own script tag loads the app)', () => {
    cleanup = serverRenderedPage();
    document.getElementById('root')!.removeAttribute(BOOT_ATTRIBUTE);
    window.dispatchEvent(new Event('pointerdown'));
    expect(appScripts()).toEqual([]);
  });
});

describe('the signed-in hint', () => {
  afterEach(clearHint);
  const hint = () => document.cookie.split('; ').find((c) => c.startsWith(`${SIGNED_IN_COOKIE}=`));

  it('is set once the API says someone is signed in, and dropped at sign-out; untouched while loading', () => {
    useSessionStore.setState({ user: null, checked: false });
    const stop = keepSignedInHint();
    expect(hint()).toBeUndefined();
    act(() => useSessionStore.getState().login({ id: 7, email: 'a@b.co' } as never));
    expect(hint()).toBe(`${SIGNED_IN_COOKIE}=1`);
    act(() => useSessionStore.getState().logout());
    expect(hint()).toBeUndefined();
    stop();
  });
});
