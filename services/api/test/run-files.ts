/**
 * Runs several test files in this one process (run.ts starts it with a batch of files): each file
 * is a suite named by its path, and what it opened is closed when it ends (support/file-end.ts).
 * A process costs ~4 s of CPU to load the app's modules under tsx; a process per file paid that
 * for every file.
 */
import { AsyncResource } from 'node:async_hooks';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe } from 'node:test';
import { endFile, fileStarts } from './support/file-end.ts';

const serviceRoot = path.resolve(import.meta.dirname, '..');

// A suite's function runs when it is declared: it imports its file there, so the file's tests are
// declared inside it. The next file is imported only once this one is evaluated (two evaluations
// at once could finish a module both import, top-level await and all, under the other's suite),
// and no suite runs before every file is imported (what is opened belongs to the file importing or
// running at the time: one at a time).
// After awaiting an import this module runs in that suite's context: `atTopLevel` declares the
// next suite beside it, not inside it.
const atTopLevel = AsyncResource.bind((declare: () => void) => declare());
let everyFileImported = () => {};
const imports = new Promise<void>((resolve) => (everyFileImported = resolve));
for (const file of process.argv.slice(2)) {
  let imported: Promise<unknown> = Promise.resolve();
  atTopLevel(() =>
    describe(path.relative(serviceRoot, file), async () => {
      before(() => fileStarts(file));
      after(() => endFile(file));
      fileStarts(file);
      imported = import(pathToFileURL(file).href);
      await imported;
      await imports;
    }),
  );
  await imported.catch(() => {});
}
everyFileImported();
