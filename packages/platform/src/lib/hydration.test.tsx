import { act, use } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { HydratedMarker, HydrationUnit, useHydrated } from './hydration';

function Probe() {
  const hydrated = useHydrated();
  return <button disabled={!hydrated}>{hydrated ? 'ready' : 'waiting'}</button>;
}

afterEach(() => {
  delete document.documentElement.dataset.hydrated;
  document.body.replaceChildren();
});

describe('useHydrated and the hydrated marker', () => {
  it('is false on the server, agrees during hydration, then true; the marker follows the commit', async () => {
    const html = renderToString(
      <>
        <Probe />
        <HydratedMarker />
      </>,
    );
    expect(html).toContain('disabled');
    expect(html).toContain('waiting');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const button = container.querySelector('button')!;
    expect(document.documentElement.dataset.hydrated).toBeUndefined();
    await act(async () => {
      hydrateRoot(
        container,
        <>
          <Probe />
          <HydratedMarker />
        </>,
      );
    });
    // the same node, taken over without a mismatch, then enabled
    expect(container.querySelector('button')).toBe(button);
    expect(button).not.toBeDisabled();
    expect(button).toHaveTextContent('ready');
    expect(document.documentElement.dataset.hydrated).toBe('true');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('is true from the first render of a page rendered in the browser', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => createRoot(container).render(<Probe />));
    expect(container.querySelector('button')).not.toBeDisabled();
  });

  it('a hydration unit is a Suspense boundary in the HTML, hydrated after the root; the marker waits for it', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // On the client the unit's content waits on `gate`: React leaves the boundary dehydrated (the
    // server's HTML stays) while the root commits, then hydrates it on its own.
    function Gated({ wait }: { wait: boolean }) {
      if (wait) use(gate);
      return <Probe />;
    }
    const tree = (wait: boolean) => (
      <>
        <header>frame</header>
        <HydrationUnit>
          <Gated wait={wait} />
        </HydrationUnit>
        <HydratedMarker />
      </>
    );
    const html = renderToString(tree(false));
    expect(html).toMatch(/<!--\$--><button disabled="">waiting<\/button><!--\/\$-->/);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const button = container.querySelector('button')!;
    await act(async () => {
      hydrateRoot(container, tree(true));
    });
    // the root has committed, the unit has not hydrated yet: not marked, the server's button kept
    expect(document.documentElement.dataset.hydrated).toBeUndefined();
    expect(button).toBeDisabled();
    await act(async () => release());
    expect(container.querySelector('button')).toBe(button);
    expect(button).not.toBeDisabled();
    expect(document.documentElement.dataset.hydrated).toBe('true');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('a unit rendered in the browser shows its content at once (no fallback)', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () =>
      createRoot(container).render(
        <>
          <HydrationUnit>
            <Probe />
          </HydrationUnit>
          <HydratedMarker />
        </>,
      ),
    );
    expect(container.querySelector('button')).toHaveTextContent('ready');
    expect(document.documentElement.dataset.hydrated).toBe('true');
  });
});
