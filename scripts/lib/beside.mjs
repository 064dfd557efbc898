// Two suites at once, read one after the other: the second starts beside the first, its output
// (written through lib/output.mjs) kept until the first ends, then printed and streamed from then on.
import { suiteOutput } from './output.mjs';

/**
 * Runs `first()` and, beside it, `second(firstEnded)`: `firstEnded` resolves when `first` has.
 * `heading()` is called between the two outputs. Resolves both results once both have ended (a
 * failed first rejects then too).
 */
export async function runBeside(first, second, { heading = () => {}, out = process.stdout } = {}) {
  let endFirst;
  const firstEnded = new Promise((resolve) => (endFirst = resolve));
  const kept = [];
  let live = false;
  const secondOutput = { write: (text) => (live ? out.write(text) : kept.push(text)) };
  const secondRun = suiteOutput.run(secondOutput, () => second(firstEnded));
  const firstOutcome = await first().then(
    (value) => ({ value }),
    (error) => ({ error }),
  );
  endFirst();
  heading();
  out.write(kept.join(''));
  live = true;
  const secondResult = await secondRun;
  if ('error' in firstOutcome) throw firstOutcome.error;
  return [firstOutcome.value, secondResult];
}
