// Reads and validates content/ (see content/README.md). Returns
// { articles, categories, glossary, guides, pages, legal, packages, popQuizzes, rewards, errors }.
// The one implementation of the rules is the API's TypeScript loader
// (services/api/src/content/load.ts, also used by the importer); this module loads it with tsx
// so `pnpm content:check` and the importer can never disagree.
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { root } from '../composition.mjs';

const contentSrc = path.join(root, 'services/api/src/content');
const loader = await tsImport(path.join(contentSrc, 'load.ts'), import.meta.url);

export const { glossaryBucket } = await tsImport(path.join(contentSrc, 'glossary/load.ts'), import.meta.url);

export function loadContent(contentDir = path.join(root, 'content')) {
  return loader.loadContent(contentDir);
}
