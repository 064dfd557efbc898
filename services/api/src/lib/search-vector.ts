import { sql, type SQL } from 'drizzle-orm';
import { markdownToText, words } from './text.ts';

/**
 * The weighted text of an article for PostgreSQL full-text search: each part lower-cased and
 * word-segmented (Thai has no spaces, so PostgreSQL's parser alone would see one long word).
 * Ranking weights: A title > B headings > C tags and summary > D body (headings taken out).
 */
export interface SearchParts {
  title: string;
  headings: string;
  summary: string;
  body: string;
}

const HEADING = /^\s{0,3}#{2,6}\s+(.+?)\s*#*\s*$/gm;
const segmented = (text: string) => words(markdownToText(text)).join(' ');

export function searchParts(title: string, tags: string[], summary: string, body: string): SearchParts {
  const headings = [...body.matchAll(HEADING)].map((m) => m[1]!).join('\n');
  return {
    title: segmented(title),
    headings: segmented(headings),
    summary: segmented(`${tags.join(' ')}\n${summary}`),
    body: segmented(body.replace(HEADING, '')),
  };
}

/** The tsvector of `parts` ('simple': no stemming or stop words, the same in both languages). */
export function searchVector(parts: SearchParts): SQL {
  return sql`setweight(to_tsvector('simple', ${parts.title}), 'A')
    || setweight(to_tsvector('simple', ${parts.headings}), 'B')
    || setweight(to_tsvector('simple', ${parts.summary}), 'C')
    || setweight(to_tsvector('simple', ${parts.body}), 'D')`;
}
