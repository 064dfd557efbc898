import { paths, type Language } from '@academy/contracts';

/** The header's links to each area, with their i18n keys in the `shell` namespace. */
export const navLinks: { key: string; to: (lang: Language) => string }[] = [
  { key: 'nav.articles', to: paths.articles },
  { key: 'nav.paths', to: paths.learningPaths },
  { key: 'nav.glossary', to: paths.glossary },
  { key: 'nav.quizzes', to: paths.quizzes },
  { key: 'nav.popQuizzes', to: paths.popQuizzes },
  { key: 'nav.subscriptions', to: paths.subscriptions },
  { key: 'nav.redeem', to: paths.redeem },
  { key: 'nav.events', to: paths.events },
];
