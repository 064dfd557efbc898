import { act, useEffect, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { EARLY_CLICKS, earlyClicksScript } from '../early-clicks-script.cjs';
import { HydratedMarker, HydrationUnit } from './hydration';
import type { HydrateOn } from './hydration-gates';
import { PlatformScopeContext, type PlatformScope } from './scope';

// One page per test, each with its own unit ids (a page has one root; the gates are per id).
let prefix = 0;
beforeEach(() => (prefix += 1));
const ids = () => ({ identifierPrefix: `t${prefix}-` });

/** The server render: a request always has a platform scope (createPlatformScope). */
const serverHtml = (tree: ReactNode) =>
  renderToString(
    <PlatformScopeContext.Provider value={{} as PlatformScope}>{tree}</PlatformScopeContext.Provider>,
    ids(),
  );

/** Tells when the unit around it has hydrated (its effects run then). */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

function page(on: HydrateOn, onSave: () => void, onHydrated = () => {}) {
  return (
    <>
      <h1>Article</h1>
      <HydrationUnit on={on}>
        <button type="button" onClick={onSave}>
          Save
        </button>
        <Hydrated onHydrated={onHydrated} />
      </HydrationUnit>
      <HydratedMarker />
    </>
  );
}

/** The server's HTML in the document, as the browser has it before any script. */
function serve(on: HydrateOn) {
  const container = document.createElement('div');
  container.innerHTML = serverHtml(page(on, () => {}));
  document.body.append(container);
  return { container, button: container.querySelector('button')! };
}

/** The server's HTML, then the app hydrating it (as the browser does once the scripts have run). */
async function hydrated(on: HydrateOn, { onSave = () => {}, onHydrated = () => {} } = {}) {
  const served = serve(on);
  await act(async () => {
    hydrateRoot(served.container, page(on, onSave, onHydrated), ids());
  });
  return served;
}

let errors: jest.SpyInstance;
beforeEach(() => {
  errors = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  delete document.documentElement.dataset.hydrated;
  document.body.replaceChildren();
  delete window[EARLY_CLICKS];
});

describe('deferred hydration units', () => {
  it('an interaction unit stays server HTML after load; the first tap hydrates it and is handled', async () => {
    const onSave = jest.fn();
    const { container, button } = await hydrated('interaction', { onSave });
    // the page counts as interactive without it; the unit is still the server's markup
    expect(document.documentElement.dataset.hydrated).toBe('true');
    expect(container.querySelector('[data-hydration-unit]')).toHaveStyle({ display: 'contents' });
    await act(async () => button.click());
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(container.querySelector('button')).toBe(button);
  });

  it('an interaction unit never hydrates without input; focusing a control in it (keyboard) does', async () => {
    jest.useFakeTimers();
    try {
      const onHydrated = jest.fn();
      const { button } = await hydrated('interaction', { onHydrated });
      await act(async () => jest.runAllTimers());
      expect(onHydrated).not.toHaveBeenCalled();
      await act(async () => button.focus());
      expect(onHydrated).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('an idle unit hydrates by itself after load, and the marker waits for it', async () => {
    jest.useFakeTimers();
    try {
      const onSave = jest.fn();
      const { button } = await hydrated('idle', { onSave });
      expect(document.documentElement.dataset.hydrated).toBeUndefined();
      await act(async () => {
        jest.runAllTimers();
      });
      expect(document.documentElement.dataset.hydrated).toBe('true');
      // hydrated: React handles a click dispatched anywhere, no gate involved any more
      await act(async () => {
        button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      });
      expect(onSave).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a visible unit hydrates when it scrolls near the screen', async () => {
    let seen!: (entries: { isIntersecting: boolean }[]) => void;
    const observe = jest.fn();
    window.IntersectionObserver = jest.fn((callback: typeof seen) => {
      seen = callback;
      return { observe, disconnect: jest.fn() };
    }) as unknown as typeof IntersectionObserver;
    jest.useFakeTimers();
    try {
      const onHydrated = jest.fn();
      const { button } = await hydrated('visible', { onHydrated });
      // it watches the unit's content (its wrapper has no box); the marker does not wait for it
      expect(observe).toHaveBeenCalledWith(button);
      expect(document.documentElement.dataset.hydrated).toBe('true');
      await act(async () => jest.runAllTimers());
      expect(onHydrated).not.toHaveBeenCalled();
      await act(async () => {
        seen([{ isIntersecting: true }]);
        jest.runAllTimers();
      });
      expect(onHydrated).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });
  it('an interaction unit whose parent updates (a navigation, a sign-in) hydrates, keeping its HTML', async () => {
    const served = serve('interaction');
    const onHydrated = jest.fn();
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(
        served.container,
        page('interaction', () => {}),
        ids(),
      );
    });
    // the same tree rendered again from the root, as a router or a store update does
    await act(async () => root.render(page('interaction', () => {}, onHydrated)));
    expect(onHydrated).toHaveBeenCalled();
    // hydrated, not dropped for the empty fallback and rendered anew
    expect(served.container.querySelector('button')).toBe(served.button);
  });

  it('a unit the browser renders in another tree shape than the server (another useId) is reported', async () => {
    const served = serve('interaction');
    // one more sibling (that renders nothing) above the unit: React gives it another id
    const Nothing = () => null;
    const onSave = jest.fn();
    await act(async () => {
      hydrateRoot(
        served.container,
        <>
          {page('interaction', onSave)}
          <Nothing />
        </>,
        ids(),
      );
    });
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/^hydration unit .* was rendered by the server as /));
    errors.mockClear();
    // reported, and a tap still finds the unit
    await act(async () => served.button.click());
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(served.container.querySelector('button')).toBe(served.button);
  });
});

describe('early clicks', () => {
  it('a tap on a button before the app has loaded is kept and handled once it has hydrated', async () => {
    // the page's inline script, as the shell's index.html runs it before any app script
    new Function(earlyClicksScript())();
    const { container, button } = serve('interaction');
    const link = document.createElement('a');
    link.href = '#elsewhere';
    container.append(link);
    const opener = document.createElement('button');
    opener.setAttribute('popovertarget', 'menu');
    container.append(opener);
    const followed = jest.fn();
    link.addEventListener('click', (event) => followed('link', event.defaultPrevented));
    opener.addEventListener('click', (event) => followed('popover', event.defaultPrevented));
    button.click();
    link.click();
    opener.click();
    // the button's click waits; a link and a popover's button are left to the browser (HTML)
    expect(window[EARLY_CLICKS]).toEqual([button]);
    expect(followed).toHaveBeenCalledWith('link', false);
    expect(followed).toHaveBeenCalledWith('popover', false);
    const onSave = jest.fn();
    await act(async () => {
      hydrateRoot(container, page('interaction', onSave), ids());
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(onSave).toHaveBeenCalledTimes(1);
    // once the app is there, clicks go to it directly (not kept again)
    await act(async () => button.click());
    expect(onSave).toHaveBeenCalledTimes(2);
    expect(window[EARLY_CLICKS]).toHaveLength(0);
  });
});
