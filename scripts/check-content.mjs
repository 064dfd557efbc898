// `pnpm content:check`: validates content/ and prints what it holds.
import { glossaryBucket, loadContent } from './lib/content.mjs';

const { articles, categories, glossary, guides, pages, legal, packages, popQuizzes, rewards, errors } = loadContent();
const count = (list, f) => list.filter(f).length;
const en = (a) => a.translations.en?.data ?? {};
console.log(
  `categories ${categories.length}, articles ${articles.length} (exclusive ${count(articles, (a) => en(a).exclusive)}, ` +
    ['BEGINNER', 'INTERMEDIATE', 'ADVANCED']
      .map((d) => `${d.toLowerCase()} ${count(articles, (a) => en(a).difficulty === d)}`)
      .join(', ') +
    ')',
);
const buckets = new Map();
for (const t of glossary) buckets.set(glossaryBucket(t.en.term), (buckets.get(glossaryBucket(t.en.term)) ?? 0) + 1);
console.log(
  `glossary ${glossary.length} terms in ${buckets.size} buckets: ${[...buckets]
    .sort()
    .map(([b, n]) => `${b}${n}`)
    .join(' ')}`,
);
console.log(
  `guides ${guides.length}, pages ${pages.map((p) => p.slug).join(', ')}, legal ${legal.filter((l) => l.translations.en && l.translations.th).length}/4`,
);
console.log(
  `subscription packages ${packages.length}: ${packages.map((p) => `${p.slug} $${(p.price / 100).toFixed(2)}`).join(', ')}`,
);
const popTopics = new Set(popQuizzes.questions.map((q) => q.topic.slug));
console.log(
  `pop quizzes ${popQuizzes.questions.length} questions in ${popTopics.size} topics, ${popQuizzes.pinned.length} pinned window(s)`,
);
console.log(
  `rewards ${rewards.length}: ` +
    ['crypto', 'physical', 'subscription'].map((t) => `${t} ${count(rewards, (r) => r.type === t)}`).join(', '),
);
if (errors.length) {
  console.error(`\n${errors.length} problem(s):\n- ${errors.join('\n- ')}`);
  process.exit(1);
}
console.log('content is valid');
