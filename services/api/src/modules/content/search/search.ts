/**
 * GET /client/search: articles and glossary terms in either language, ranked by PostgreSQL
 * full-text search over the vectors the importer builds (src/lib/search-vector.ts), in order:
 * 1. the title is exactly the query ("บล็อกเชนคืออะไร" finds "บล็อกเชนคืออะไร?");
 * 2. every query word found before some words found;
 * 3. where a word is found: title > headings > tags and summary > body;
 * 4. at equal 1-3, a free article before an exclusive one the reader cannot open;
 * 5. among title matches, the word as asked before another form of it ("blockchain" before
 *    "blockchains"), then the title with fewer other words ("What is Bitcoin?" before "Spot bitcoin
 *    ETFs explained"); then ts_rank (how often and where, weighted the same way), then the newest.
 * An article matches in either language and is answered in the site's language (its card, and a
 * snippet from that translation): a Thai query on the English site lists English articles.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Language, SearchResult } from '@academy/contracts';
import type { Db } from '../../../db/client.ts';
import { blogs, blogTranslations } from '../../../db/schema/index.ts';
import { teaser } from '../../../lib/text.ts';
import { blogCards } from '../blogs/blog-cards.ts';
import { searchGlossary } from './glossary.ts';
import { anyWordQuery, everyWordQuery, matchedWords, queryTokens, queryWords, snippet, type Token } from './query.ts';

export const SEARCH_MAX_LENGTH = 200;
const MAX_ARTICLES = 20;
/** Translation rows read (two per article at most): the ranking's cut happens in the query. */
const MAX_ROWS = MAX_ARTICLES * 2;
/** ts_rank weights, in PostgreSQL's order {D, C, B, A}: body, tags and summary, headings, title. */
const WEIGHTS = '{0.1, 0.2, 0.5, 1.0}';

/** Article ids, best first. */
async function rankArticles(db: Db, q: string, tokens: Token[], exclusiveAccess: boolean): Promise<number[]> {
  // A reader without access searches an exclusive article's title, tags, summary and teaser only.
  const vector = exclusiveAccess
    ? sql`${blogTranslations.searchVector}`
    : sql`(case when ${blogs.exclusive} then ${blogTranslations.publicSearchVector} else ${blogTranslations.searchVector} end)`;
  const anyWord = anyWordQuery(tokens);
  const exact = sql`strip(ts_filter(${vector}, '{a}')) = ${queryWords(q)}`;
  const everyWord = sql`${vector} @@ ${everyWordQuery(tokens)}`;
  const field = sql`case when ts_filter(${vector}, '{a}') @@ ${anyWord} then 4
    when ts_filter(${vector}, '{b}') @@ ${anyWord} then 3
    when ts_filter(${vector}, '{c}') @@ ${anyWord} then 2 else 1 end`;
  const titleAsAsked = sql`ts_filter(${vector}, '{a}') @@ ${anyWordQuery(tokens, false)}`;
  const titleWords = sql`case when ts_filter(${vector}, '{a}') @@ ${anyWord} then length(ts_filter(${vector}, '{a}')) else 0 end`;
  const lockedForReader = exclusiveAccess ? [] : [asc(blogs.exclusive)];
  const rows = await db
    .select({ blogId: blogTranslations.blogId })
    .from(blogTranslations)
    .innerJoin(blogs, eq(blogs.id, blogTranslations.blogId))
    .where(and(eq(blogs.active, true), eq(blogs.status, true), sql`${vector} @@ ${anyWord}`))
    .orderBy(
      desc(exact),
      desc(everyWord),
      desc(field),
      ...lockedForReader,
      desc(titleAsAsked),
      asc(titleWords),
      desc(sql`ts_rank(${WEIGHTS}::float4[], ${vector}, ${anyWord})`),
      desc(blogs.publishedAt),
      asc(blogs.id),
    )
    .limit(MAX_ROWS);
  return [...new Set(rows.map((row) => row.blogId))].slice(0, MAX_ARTICLES);
}

/**
 * `exclusiveAccess`: whether the reader may read exclusive articles. Without it, an exclusive
 * article counts (and is cut into a snippet) by its title, tags, summary and public teaser only:
 * its body never reaches a visitor, not even as a match.
 */
export async function search(
  db: Db,
  q: string,
  language: Language,
  options: { exclusiveAccess: boolean } = { exclusiveAccess: false },
): Promise<SearchResult> {
  const tokens = queryTokens(q);
  if (tokens.length === 0) return { query: q, terms: [], articles: [], glossary: [] };

  const ids = await rankArticles(db, q, tokens, options.exclusiveAccess);
  const blogRows = ids.length > 0 ? await db.select().from(blogs).where(inArray(blogs.id, ids)) : [];
  const texts =
    ids.length > 0
      ? await db
          .select({
            blogId: blogTranslations.blogId,
            language: blogTranslations.language,
            summary: blogTranslations.summary,
            body: blogTranslations.body,
          })
          .from(blogTranslations)
          .where(inArray(blogTranslations.blogId, ids))
      : [];
  const byId = new Map(blogRows.map((row) => [row.id, row]));
  const cards = await blogCards(
    db,
    ids.map((id) => byId.get(id)!),
    language,
  );
  const terms = new Set<string>();
  const articles = cards.map((card) => {
    const blog = byId.get(card.id)!;
    const own = texts.filter((t) => t.blogId === card.id);
    const text = own.find((t) => t.language === language) ?? own[0];
    // A locked article's readable text is its teaser (the first paragraphs), as on its page.
    const body = blog.exclusive && !options.exclusiveAccess ? teaser(text?.body ?? '') : (text?.body ?? '');
    const inBody = matchedWords(body, tokens);
    const inSummary = matchedWords(text?.summary ?? '', tokens);
    for (const word of [...matchedWords(card.title, tokens), ...inSummary, ...inBody]) terms.add(word);
    const source = inBody.length > 0 ? body : (text?.summary ?? '');
    return { ...card, snippet: snippet(source, inBody.length > 0 ? inBody : inSummary) };
  });

  const glossary = await searchGlossary(db, q, tokens, language);
  for (const hit of glossary) for (const word of matchedWords(`${hit.term} ${hit.snippet}`, tokens)) terms.add(word);
  return { query: q, terms: [...terms], articles, glossary };
}
