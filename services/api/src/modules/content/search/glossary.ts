/**
 * The glossary part of GET /client/search, ranked by PostgreSQL: the term that is the query
 * (its English or Thai name, or the name in its brackets: "ASIC" for "ASIC (application-specific
 * integrated circuit)") first, then terms holding every query word (shortest first), then terms
 * whose definition holds a word.
 */
import { and, asc, desc, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Language, SearchResult } from '@academy/contracts';
import type { Db } from '../../../db/client.ts';
import { glossaries } from '../../../db/schema/index.ts';
import { likeContains } from '../../../lib/like.ts';
import { matchedWords, snippet, type Token } from './query.ts';

const MAX_GLOSSARY = 20;
type GlossaryHit = SearchResult['glossary'][number];

const names = [glossaries.tag, glossaries.titleEn, glossaries.titleTh];

/** A name equal to the query, ignoring case and the bracketed part (or equal to the bracketed part). */
function namedExactly(query: string): SQL {
  return or(
    ...names.flatMap((name) => [
      sql`lower(regexp_replace(${name}, '\\s*\\([^)]*\\)\\s*$', '')) = ${query}`,
      sql`lower(substring(${name} from '\\(([^)]*)\\)\\s*$')) = ${query}`,
    ]),
  )!;
}

const inNames = (pattern: string) => or(...names.map((name) => ilike(name, pattern)))!;
const inAny = (word: string) =>
  or(...[...names, glossaries.definitionEn, glossaries.definitionTh].map((c) => ilike(c, likeContains(word))))!;
/** The token in any name or definition: whole, or (a Thai token) all of its words. */
const found = (token: Token) => or(inAny(token.whole), and(...token.parts.map(inAny)))!;

export async function searchGlossary(db: Db, q: string, tokens: Token[], language: Language): Promise<GlossaryHit[]> {
  const query = q.toLowerCase().replace(/\s+/g, ' ').trim();
  const everyWordInName = and(...tokens.map((t) => inNames(likeContains(t.whole))))!;
  const tier = sql<number>`case when ${namedExactly(query)} then 3 when ${everyWordInName} then 2 else 1 end`;
  const shown = language === 'th' ? glossaries.titleTh : glossaries.titleEn;
  const rows = await db
    .select({ row: glossaries, tier })
    .from(glossaries)
    .where(or(...tokens.map(found)))
    .orderBy(desc(tier), asc(sql`length(${shown})`), glossaries.tag, glossaries.id)
    .limit(MAX_GLOSSARY);
  return rows.map(({ row, tier: rowTier }) => {
    const term = (language === 'th' ? row.titleTh || row.titleEn : row.titleEn || row.titleTh) || row.tag;
    // Answered in the site's language, whichever language the words were found in.
    const definition = (language === 'th' ? row.definitionTh : row.definitionEn) || row.definitionEn;
    return {
      id: row.id,
      slug: row.slug ?? String(row.id),
      term,
      snippet: snippet(definition, matchedWords(definition, tokens)),
      match: rowTier >= 3 ? 'exact' : rowTier === 2 ? 'term' : 'definition',
    };
  });
}
