import { firstTermUse, termForms, type ArticleTerm, type Language } from '@academy/contracts';
import type { Db } from '../../../db/client.ts';
import { glossaries } from '../../../db/schema/index.ts';
import { toGlossary } from '../glossaries/repository.ts';

/**
 * The glossary terms a readable text uses, in its language, longest first (the renderer links
 * the longest term where two overlap). Given only the text the reader may see (a locked article's
 * teaser, never its body), so no definition hints at locked text.
 */
export async function termsUsedIn(db: Db, text: string, language: Language): Promise<ArticleTerm[]> {
  if (text.trim() === '') return [];
  const rows = await db.select().from(glossaries);
  return rows
    .map((row) => toGlossary(row, language))
    .map((entry) => ({
      slug: entry.slug,
      term: entry.term,
      forms: termForms(entry.term),
      definition: entry.definition,
    }))
    .filter((term) => term.definition !== '' && term.forms.some((form) => firstTermUse(text, form) !== null))
    .sort((a, b) => Math.max(...b.forms.map((f) => f.length)) - Math.max(...a.forms.map((f) => f.length)));
}
