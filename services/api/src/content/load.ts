/**
 * THE reader/validator of content/ (format: content/README.md): runs the loader of every kind
 * in order (one per folder here: categories, articles with their quizzes, glossary, documents =
 * guides, pages and legal, packages, pop quizzes, rewards, events, learning paths). Used by the importer, the API
 * start-up import, the tests and - through scripts/lib/content.mjs - `pnpm content:check`.
 * `errors` lists every problem as "<path relative to the content dir>: <message>".
 */
import { loadArticles, type ArticleEntry } from './articles/load.ts';
import { loadCategories, type CategoryEntry } from './categories/load.ts';
import {
  loadGuides,
  loadLegal,
  loadPages,
  type GuideEntry,
  type LegalEntry,
  type PageEntry,
} from './documents/load.ts';
import { loadEvents, type EventEntry } from './events/load.ts';
import { loadGlossary, type GlossaryEntry } from './glossary/load.ts';
import { loadPackages, type PackageEntry } from './packages/load.ts';
import { loadLearningPaths, type LearningPathEntry } from './paths/load.ts';
import { loadPopQuizzes, type PopQuizContent } from './pop-quizzes/load.ts';
import { loadRewards, type RewardEntry } from './rewards/load.ts';
import { contentSource } from './source-files.ts';

export interface LoadedContent {
  articles: ArticleEntry[];
  categories: CategoryEntry[];
  glossary: GlossaryEntry[];
  guides: GuideEntry[];
  pages: PageEntry[];
  legal: LegalEntry[];
  packages: PackageEntry[];
  /** content/pop-quizzes/: questions and pinned windows. */
  popQuizzes: PopQuizContent;
  rewards: RewardEntry[];
  events: EventEntry[];
  /** content/paths/: ordered articles. */
  paths: LearningPathEntry[];
  errors: string[];
}

export function loadContent(contentDir: string): LoadedContent {
  const source = contentSource(contentDir);
  const categories = loadCategories(source);
  const articles = loadArticles(source, new Set(categories.map((c) => c?.slug)));
  const glossary = loadGlossary(source);
  const guides = loadGuides(source);
  const pages = loadPages(source);
  const legal = loadLegal(source);
  const packages = loadPackages(source);
  const popQuizzes = loadPopQuizzes(source);
  const rewards = loadRewards(source, new Set(packages.map((p) => p.slug)));
  const events = loadEvents(source);
  const paths = loadLearningPaths(source, new Set(articles.map((a) => a.slug)));
  return {
    articles,
    categories,
    glossary,
    guides,
    pages,
    legal,
    packages,
    popQuizzes,
    rewards,
    events,
    paths,
    errors: source.errors,
  };
}
