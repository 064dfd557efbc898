import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { nonBlank, type ContentSource } from '../source-files.ts';
import { languages } from '@academy/contracts';

export interface GlossaryEntry {
  slug: string;
  en: { term: string; definition: string };
  th: { term: string; definition: string };
  related?: string[];
}

/** content/glossary/*.yaml: lists of bilingual terms; slugs unique, `related` names known terms. */
export function loadGlossary(source: ContentSource): GlossaryEntry[] {
  const { fail, errors } = source;
  const glossary: GlossaryEntry[] = [];
  const glossaryDir = path.join(source.dir, 'glossary');
  const glossaryFiles = existsSync(glossaryDir)
    ? readdirSync(glossaryDir)
        .filter((f) => f.endsWith('.yaml'))
        .sort()
    : [];
  for (const file of glossaryFiles) {
    const where = path.join(glossaryDir, file);
    const terms = source.yamlFile(where) ?? [];
    if (!Array.isArray(terms)) {
      fail(where, 'must be a list of terms');
      continue;
    }
    for (const term of terms as GlossaryEntry[]) {
      if (!nonBlank(term?.slug)) fail(where, `term without slug: ${JSON.stringify(term).slice(0, 80)}`);
      for (const lang of languages) {
        for (const key of ['term', 'definition'] as const) {
          if (!nonBlank(term?.[lang]?.[key])) fail(where, `${term?.slug}: ${lang}.${key} required`);
        }
      }
      if (term?.related !== undefined && !Array.isArray(term.related))
        fail(where, `${term.slug}: related must be a list`);
      glossary.push(term);
    }
  }
  const glossarySlugs = new Set<string>();
  for (const term of glossary) {
    if (glossarySlugs.has(term?.slug)) errors.push(`glossary: duplicate slug ${term.slug}`);
    glossarySlugs.add(term?.slug);
  }
  for (const term of glossary) {
    for (const related of Array.isArray(term?.related) ? term.related : []) {
      if (!glossarySlugs.has(related)) errors.push(`glossary: ${term.slug} relates to unknown ${related}`);
    }
  }
  return glossary;
}

/** The glossary index bucket of an English term: A-Z, else '#'. */
export function glossaryBucket(term: string): string {
  const first = term.trim().charAt(0).toUpperCase();
  return /[A-Z]/.test(first) ? first : '#';
}
