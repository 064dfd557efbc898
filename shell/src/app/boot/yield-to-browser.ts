/*
 * The app starts in slices: each step runs in a task of its own and the browser handles input and
 * paints between them, so no part of the start is one long task on a phone (issue 33 item 2).
 */

interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a later task, after the browser has had its turn: `scheduler.yield()` where the
 * browser has it (the start then continues before other waiting tasks), else a zero timeout.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs the steps one after another, each awaited, and yields to the browser between two steps. */
export async function runInSlices(steps: readonly (() => unknown)[]) {
  for (const [at, step] of steps.entries()) {
    if (at > 0) await yieldToBrowser();
    await step();
  }
}
