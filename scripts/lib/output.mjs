// Where a script's lines go: to stdout, or to the writer of the suite they run for (`npm test`
// keeps a suite's output while it runs beside another, and prints it whole).
import { AsyncLocalStorage } from 'node:async_hooks';

export const suiteOutput = new AsyncLocalStorage();
export const write = (text) => (suiteOutput.getStore() ?? process.stdout).write(text);
export const say = (line) => write(`${line}\n`);
