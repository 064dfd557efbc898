import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { HydratedMarker, useHydrated } from './hydration';

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
});
