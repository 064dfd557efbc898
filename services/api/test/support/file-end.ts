/**
 * What a test file leaves open (apps, databases, mail catchers, S3 servers) is closed when the file
 * ends. A support module calls `whenFileEnds` for each thing it opens; `endFile` runs the file's
 * cleanups, the newest first. With a process per file, the `after` below (registered on the
 * file's root test when a support module first imports this one) is that moment; when several
 * files share a process (run-files.ts), it says which file is importing or running
 * (`fileStarts`) and ends each in its suite's `after`.
 */
import { after } from 'node:test';

const cleanups = new Map<string, (() => Promise<void>)[]>();
let currentFile = '';

export function fileStarts(file: string): void {
  currentFile = file;
}

export function whenFileEnds(cleanup: () => Promise<void>): void {
  cleanups.set(currentFile, [...(cleanups.get(currentFile) ?? []), cleanup]);
}

export async function endFile(file = currentFile): Promise<void> {
  const mine = cleanups.get(file) ?? [];
  cleanups.delete(file);
  for (let cleanup = mine.pop(); cleanup; cleanup = mine.pop()) await cleanup();
}

after(() => endFile());
