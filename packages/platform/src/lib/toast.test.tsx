import { act, render, screen } from '@testing-library/react';
import { PlatformProviders } from './providers';
import { toast } from './toast';
import { toastsReady } from './toaster';

const visible = () => screen.queryAllByText(/^message \d$/).map((el) => el.textContent);

function renderWithFakeTimers() {
  jest.useFakeTimers();
  render(<PlatformProviders>{null}</PlatformProviders>);
  let most = 0;
  const advance = (ms: number) => {
    for (let t = 0; t < ms; t += 100) {
      act(() => jest.advanceTimersByTime(100));
      most = Math.max(most, visible().length);
    }
  };
  return { advance, most: () => most };
}

/** The first toast loads notistack's host (a lazy chunk): let it mount and take the toasts. */
async function hostLoaded() {
  for (let i = 0; i < 5; i++)
    await act(async () => {
      jest.advanceTimersByTime(10);
      await Promise.race([toastsReady(), Promise.resolve()]);
    });
}

afterEach(() => jest.useRealTimers());

describe('toasts', () => {
  it('never shows more than 3 at once', async () => {
    const { advance, most } = renderWithFakeTimers();
    act(() => {
      for (let i = 1; i <= 5; i++) toast(`message ${i}`);
    });
    await hostLoaded();
    advance(1000);
    expect(visible()).toHaveLength(3);
    advance(20_000);
    expect(most()).toBe(3);
    expect(visible()).toHaveLength(0);
  });

  it('hides a toast by itself after 5000 ms', async () => {
    const { advance } = renderWithFakeTimers();
    act(() => toast('message 1'));
    await hostLoaded();
    advance(4800);
    expect(visible()).toEqual(['message 1']);
    advance(800);
    expect(visible()).toEqual([]);
  });
});
