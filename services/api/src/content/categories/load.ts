import { existsSync } from 'node:fs';
import path from 'node:path';
import { nonBlank, type ContentSource } from '../source-files.ts';
import { languages } from '@academy/contracts';

export interface CategoryEntry {
  slug: string;
  ranking: number;
  en: { name: string; description?: string };
  th: { name: string; description?: string };
}

/** content/categories.yaml: a list of { slug, ranking, en.name, th.name }. */
export function loadCategories(source: ContentSource): CategoryEntry[] {
  const { fail } = source;
  const categoriesFile = path.join(source.dir, 'categories.yaml');
  let categories: CategoryEntry[] = [];
  if (!existsSync(categoriesFile)) fail(categoriesFile, 'missing');
  else {
    const parsed = source.yamlFile(categoriesFile) ?? [];
    if (!Array.isArray(parsed)) fail(categoriesFile, 'must be a list');
    else categories = parsed as CategoryEntry[];
  }
  for (const c of categories) {
    if (!nonBlank(c?.slug) || typeof c.ranking !== 'number') {
      fail(categoriesFile, `category needs slug and numeric ranking: ${JSON.stringify(c)}`);
    }
    for (const lang of languages)
      if (!nonBlank(c?.[lang]?.name)) fail(categoriesFile, `${c?.slug}: ${lang}.name required`);
  }
  return categories;
}
