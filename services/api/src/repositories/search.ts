/**
 * GET /client/search: articles and glossary terms in either language, ranked
 * title (100) > tags (30) > summary (10) > body (3) per query word, best translation wins.
 *
 * Query words: whitespace-separated tokens; a Thai token (no spaces in Thai) is matched whole,
 * else by its Intl.Segmenter('th') words all present. Candidates come from SQL (ILIKE on the
 * raw fields and on the segmented search_text column), ranking and snippets are done here.
 */
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { languages } from '@academy/contracts';
import type { Language, SearchResult } from '@academy/contracts';
import type { Db } from '../db/client.ts';
import { blogs, blogTranslations, glossaries } from '../db/schema/index.ts';
import { blogCards } from './blogs.ts';
import { markdownToText, searchText, teaser, words } from '../lib/text.ts';
import { likeContains } from '../lib/like.ts';

export const SEARCH_MAX_LENGTH = 200;
const MAX_ARTICLES = 20;
const MAX_GLOSSARY = 20;
/**
 * Candidates read from the database per search, best first by a coarse SQL score (title >
 * summary > body): the cut happens in the query, the exact ranking below only sees these.
 */
export const MAX_CANDIDATES = 200;

interface Token {
  whole: string;
  parts: string[];
}

export function queryTokens(q: string): Token[] {
  const seen = new Set<string>();
  const tokens: Token[] = [];
  for (const raw of q.toLowerCase().split(/\s+/)) {
    const parts = words(raw).filter((w) => w.length >= 2 || /[a-z0-9]/.test(w));
    const whole = parts.length === 1 ? parts[0]! : raw.replace(/^[^\p{L}\p{M}\p{N}]+|[^\p{L}\p{M}\p{N}]+$/gu, '');
    if (!whole || seen.has(whole)) continue;
    seen.add(whole);
    tokens.push({ whole, parts: parts.length > 0 ? parts : [whole] });
  }
  return tokens;
}

/** Which form of the token a text holds: the whole token, else all of its parts, else nothing. */
function matchIn(text: string, token: Token): string[] | null {
  if (text.includes(token.whole)) return [token.whole];
  if (token.parts.length > 1 && token.parts.every((p) => text.includes(p))) return token.parts;
  return null;
}

export function snippet(text: string, terms: string[], radius = 80): string {
  const plain = markdownToText(text).replace(/\s+/g, ' ');
  const lower = plain.toLowerCase();
  let at = -1;
  for (const term of terms) {
    const i = lower.indexOf(term);
    if (i >= 0 && (at < 0 || i < at)) at = i;
  }
  if (at < 0) return plain.slice(0, radius * 2).trim() + (plain.length > radius * 2 ? '…' : '');
  let start = Math.max(0, at - radius);
  let end = Math.min(plain.length, at + radius);
  if (start > 0) {
    const space = plain.indexOf(' ', start);
    if (space >= 0 && space < at) start = space + 1;
  }
  if (end < plain.length) {
    const space = plain.lastIndexOf(' ', end);
    if (space > at) end = space;
  }
  return `${start > 0 ? '…' : ''}${plain.slice(start, end).trim()}${end < plain.length ? '…' : ''}`;
}

function conditionsFor(tokens: Token[], columns: SQL[] | Parameters<typeof ilike>[0][]): SQL | undefined {
  const patterns = [...new Set(tokens.flatMap((t) => [t.whole, ...t.parts]))].map((w) => likeContains(w));
  return or(...(columns as Parameters<typeof ilike>[0][]).flatMap((c) => patterns.map((p) => ilike(c, p))));
}

/** A coarse SQL score for the candidate cut: per pattern, title 100 > summary 10 > body/segmented 1. */
function coarseScore(tokens: Token[]): SQL {
  const patterns = [...new Set(tokens.flatMap((t) => [t.whole, ...t.parts]))].map((w) => likeContains(w));
  const parts = patterns.map(
    (p) =>
      sql`(case when ${blogTranslations.title} ilike ${p} then 100 when ${blogTranslations.summary} ilike ${p} then 10 else 1 end)`,
  );
  return sql.join(parts, sql` + `);
}

/** Glossary candidates: per pattern, a term/tag hit 100, a definition hit 1. */
function glossaryCoarseScore(tokens: Token[]): SQL {
  const patterns = [...new Set(tokens.flatMap((t) => [t.whole, ...t.parts]))].map((w) => likeContains(w));
  const parts = patterns.map(
    (p) =>
      sql`(case when ${glossaries.tag} ilike ${p} or ${glossaries.titleEn} ilike ${p} or ${glossaries.titleTh} ilike ${p} then 100 else 1 end)`,
  );
  return sql.join(parts, sql` + `);
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
  const terms = new Set<string>();
  if (tokens.length === 0) return { query: q, terms: [], articles: [], glossary: [] };

  // Articles.
  const candidates = await db
    .select({ translation: blogTranslations })
    .from(blogTranslations)
    .innerJoin(blogs, eq(blogs.id, blogTranslations.blogId))
    .where(
      and(
        eq(blogs.active, true),
        eq(blogs.status, true),
        or(
          conditionsFor(tokens, [blogTranslations.title, blogTranslations.summary, blogTranslations.publicSearchText]),
          // A locked body is no candidate either: it would decide which articles make the cut.
          and(
            options.exclusiveAccess ? undefined : eq(blogs.exclusive, false),
            conditionsFor(tokens, [blogTranslations.body, blogTranslations.searchText]),
          ),
        ),
      ),
    )
    .orderBy(desc(coarseScore(tokens)), desc(blogs.publishedAt), blogTranslations.id)
    .limit(MAX_CANDIDATES);
  const blogIds = [...new Set(candidates.map((c) => c.translation.blogId))];
  const blogRows = blogIds.length > 0 ? await db.select().from(blogs).where(inArray(blogs.id, blogIds)) : [];
  const scored = new Map<
    number,
    { score: number; translation: typeof blogTranslations.$inferSelect; matched: string[] }
  >();
  for (const { translation } of candidates) {
    const blog = blogRows.find((b) => b.id === translation.blogId);
    if (!blog) continue;
    const lines = translation.searchText.split('\n');
    // A locked article's readable text is its teaser (the first paragraphs), as on its page.
    const locked = blog.exclusive && !options.exclusiveAccess;
    const body = locked ? teaser(translation.body) : translation.body;
    const bodyWords = locked ? searchText(body) : (lines[3] ?? '');
    const fields: Array<[string, number]> = [
      [translation.title.toLowerCase(), 100],
      [`${blog.tags.join(' ').toLowerCase()} ${lines[1] ?? ''}`, 30],
      [translation.summary.toLowerCase(), 10],
      [`${body.toLowerCase()} ${bodyWords}`, 3],
    ];
    let score = 0;
    const matched: string[] = [];
    let all = true;
    for (const token of tokens) {
      let best = 0;
      for (const [text, weight] of fields) {
        const hit = matchIn(text, token);
        if (hit) {
          if (weight > best) best = weight;
          for (const h of hit) if (!matched.includes(h)) matched.push(h);
        }
      }
      if (best === 0) all = false;
      score += best;
    }
    if (score === 0) continue;
    if (all) score += 1000; // every word found beats some words found
    if (translation.language === language) score += 0.5; // tie-break: the reader's language
    const previous = scored.get(blog.id);
    if (!previous || score > previous.score)
      scored.set(blog.id, { score, translation: { ...translation, body }, matched });
  }
  const rankedIds = [...scored.entries()]
    .sort((a, b) => {
      if (b[1].score !== a[1].score) return b[1].score - a[1].score;
      const pa = blogRows.find((r) => r.id === a[0])!.publishedAt.getTime();
      const pb = blogRows.find((r) => r.id === b[0])!.publishedAt.getTime();
      return pb - pa || a[0] - b[0];
    })
    .slice(0, MAX_ARTICLES)
    .map(([id]) => id);
  const cards = await blogCards(
    db,
    rankedIds.map((id) => blogRows.find((r) => r.id === id)!),
    language,
  );
  const articles = cards.map((card) => {
    const hit = scored.get(card.id)!;
    for (const t of hit.matched) terms.add(t);
    const source = hit.translation.body.toLowerCase();
    const inBody = hit.matched.some((t) => source.includes(t));
    return { ...card, snippet: snippet(inBody ? hit.translation.body : hit.translation.summary, hit.matched) };
  });

  // Glossary.
  const termRows = await db
    .select()
    .from(glossaries)
    .where(
      conditionsFor(tokens, [
        glossaries.tag,
        glossaries.titleEn,
        glossaries.titleTh,
        glossaries.definitionEn,
        glossaries.definitionTh,
      ]),
    )
    // The cut happens in the query too: term matches first, then definitions, at most MAX_CANDIDATES rows.
    .orderBy(desc(glossaryCoarseScore(tokens)), glossaries.tag, glossaries.id)
    .limit(MAX_CANDIDATES);
  const glossary = termRows
    .map((row) => {
      const sides = languages.map((lang) => {
        const term = (lang === 'en' ? row.titleEn || row.tag : row.titleTh).toLowerCase();
        const definition = (lang === 'en' ? row.definitionEn : row.definitionTh).toLowerCase();
        let score = 0;
        const matched: string[] = [];
        for (const token of tokens) {
          const inTerm = matchIn(term, token);
          const inDefinition = matchIn(definition, token);
          score += inTerm ? 100 : inDefinition ? 10 : 0;
          for (const h of [...(inTerm ?? []), ...(inDefinition ?? [])]) if (!matched.includes(h)) matched.push(h);
        }
        return { lang, score: score + (lang === language ? 0.5 : 0), matched };
      });
      const best = sides[0]!.score >= sides[1]!.score ? sides[0]! : sides[1]!;
      return { row, ...best };
    })
    .filter((g) => g.score >= 1)
    .sort((a, b) => b.score - a.score || a.row.tag.localeCompare(b.row.tag))
    .slice(0, MAX_GLOSSARY)
    .map(({ row, lang, matched }) => {
      for (const t of matched) terms.add(t);
      const shown = language === 'th' ? row.titleTh || row.titleEn : row.titleEn || row.titleTh;
      const definition = lang === 'th' ? row.definitionTh : row.definitionEn;
      return {
        id: row.id,
        slug: row.slug ?? String(row.id),
        term: shown || row.tag,
        snippet: snippet(definition, matched),
      };
    });

  return { query: q, terms: [...terms], articles, glossary };
}
