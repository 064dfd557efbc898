import path from 'node:path';
import { difficulties, languages } from '@academy/contracts';
import { nonBlank, subdirectories, type ContentSource, type Translations } from '../source-files.ts';
import { loadQuiz, type QuizFile } from './quiz-load.ts';
import { sectionProblems } from './quiz-sections.ts';
import { articleImages, imageFiles, type ArticleImage } from './images.ts';

export interface ArticleEntry {
  slug: string;
  translations: Translations;
  quiz: QuizFile | null;
  /** The diagrams its bodies show (both languages), for the file storage. */
  images: ArticleImage[];
}

/** content/articles/<slug>/: en.md and th.md (same category, difficulty, exclusive) and quiz.yaml. */
export function loadArticles(source: ContentSource, categorySlugs: Set<string>): ArticleEntry[] {
  const { fail } = source;
  return subdirectories(path.join(source.dir, 'articles')).map((slug) => {
    const dir = path.join(source.dir, 'articles', slug);
    const translations = source.readBilingual(dir, ['title', 'summary', 'category', 'difficulty']);
    const en = translations.en?.data ?? {};
    const images: ArticleImage[] = [];
    for (const lang of languages) {
      const doc = translations[lang];
      if (!doc) continue;
      const data = doc.data;
      const withImages = articleImages(source, dir, slug, lang, doc.body);
      doc.body = withImages.body;
      // both languages may show the same drawing
      const known = new Set(images.map((image) => imageFiles(image)[0]));
      images.push(...withImages.images.filter((image) => !known.has(imageFiles(image)[0])));
      if (!categorySlugs.has(data.category)) fail(dir, `${lang}: unknown category "${data.category}"`);
      if (!(difficulties as readonly string[]).includes(data.difficulty)) {
        fail(dir, `${lang}: difficulty must be one of ${difficulties.join(', ')}`);
      }
      if (typeof data.exclusive !== 'boolean') fail(dir, `${lang}: exclusive must be true or false`);
      for (const key of ['category', 'difficulty', 'exclusive']) {
        if (data[key] !== en[key]) fail(dir, `${key} differs between en and th`);
      }
      if (data.tags !== undefined && (!Array.isArray(data.tags) || !data.tags.every(nonBlank))) {
        fail(dir, `${lang}: tags must be a list of words`);
      }
      if (data.readingTime !== undefined && (!Number.isInteger(data.readingTime) || data.readingTime < 1)) {
        fail(dir, `${lang}: readingTime must be a positive integer (minutes)`);
      }
      if (data.publishedAt !== undefined && Number.isNaN(new Date(String(data.publishedAt)).getTime())) {
        fail(dir, `${lang}: publishedAt must be a date (YYYY-MM-DD)`);
      }
    }
    const quizFile = path.join(dir, 'quiz.yaml');
    const quiz = loadQuiz(source, quizFile);
    if (quiz?.questions)
      source.errors.push(...sectionProblems(quiz, translations, path.relative(source.dir, quizFile)));
    return { slug, translations, quiz, images };
  });
}
