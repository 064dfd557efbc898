import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { learningPathContentSchema, pathSlugSchema, type LearningPathContent } from '@academy/contracts';
import type { ContentSource } from '../source-files.ts';

export interface LearningPathEntry {
  slug: string;
  content: LearningPathContent;
}

/** content/paths/<slug>.yaml: one learning path each; every step an article of content/articles/, once. */
export function loadLearningPaths(source: ContentSource, articleSlugs: Set<string>): LearningPathEntry[] {
  const dir = path.join(source.dir, 'paths');
  if (!existsSync(dir)) return [];
  const entries: LearningPathEntry[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()) {
    const where = path.join(dir, file);
    const slug = file.replace(/\.yaml$/, '');
    if (!pathSlugSchema.safeParse(slug).success) {
      source.fail(where, 'the file name must be a slug (lower-case words joined by hyphens)');
      continue;
    }
    const parsed = learningPathContentSchema.safeParse(source.yamlFile(where));
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        source.fail(where, `${issue.path.join('.') || '(file)'}: ${issue.message}`);
      continue;
    }
    const { steps } = parsed.data;
    for (const step of steps.filter((s) => !articleSlugs.has(s)))
      source.fail(where, `steps: ${step} is not an article of content/articles/`);
    if (new Set(steps).size !== steps.length) source.fail(where, 'steps: an article is listed twice');
    entries.push({ slug, content: parsed.data });
  }
  return entries;
}
