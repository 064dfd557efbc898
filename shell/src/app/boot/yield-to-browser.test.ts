import { runInSlices, yieldToBrowser } from './yield-to-browser';

const browser = globalThis as unknown as Record<string, unknown>;

describe('yieldToBrowser', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete browser.scheduler;
  });

  it('resolves in a later task, not in the same one (a microtask would not let the browser in)', async () => {
    jest.useFakeTimers();
    let resolved = false;
    void yieldToBrowser().then(() => (resolved = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(resolved).toBe(false);
    await jest.advanceTimersByTimeAsync(0);
    expect(resolved).toBe(true);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yielded = jest.fn(() => Promise.resolve());
    browser.scheduler = { yield: yielded };
    await yieldToBrowser();
    expect(yielded).toHaveBeenCalledTimes(1);
  });
});

/** Lets every pending microtask run (awaited steps), but no task. */
const settleMicrotasks = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

/** The browser's next task (a zero timeout) and what it awaits. */
const nextTask = async () => {
  jest.runOnlyPendingTimers();
  await settleMicrotasks();
};

describe('runInSlices', () => {
  afterEach(() => jest.useRealTimers());

  it('runs the first step at once and each next one in a task of its own', async () => {
    jest.useFakeTimers();
    const ran: string[] = [];
    const done = runInSlices([() => ran.push('a'), async () => ran.push('b'), () => ran.push('c')]);
    expect(ran).toEqual(['a']);
    // microtasks alone (an awaited step) do not start the next step: the browser gets a turn first
    await settleMicrotasks();
    expect(ran).toEqual(['a']);
    await nextTask();
    expect(ran).toEqual(['a', 'b']);
    await settleMicrotasks();
    expect(ran).toEqual(['a', 'b']);
    await nextTask();
    expect(ran).toEqual(['a', 'b', 'c']);
    await done;
  });

  it('waits for a step that loads something before the next one', async () => {
    let finishLoading!: () => void;
    const loading = new Promise<void>((resolve) => (finishLoading = resolve));
    const ran: string[] = [];
    const done = runInSlices([() => loading.then(() => ran.push('loaded')), () => ran.push('next')]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(ran).toEqual([]);
    finishLoading();
    await done;
    expect(ran).toEqual(['loaded', 'next']);
  });

  it('stops at a step that fails (a later step builds on it)', async () => {
    const next = jest.fn();
    await expect(
      runInSlices([
        () => {
          throw new Error('chunk failed');
        },
        next,
      ]),
    ).rejects.toThrow('chunk failed');
    expect(next).not.toHaveBeenCalled();
  });
});
