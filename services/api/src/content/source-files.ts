/**
 * Reading content/ (format: content/README.md): YAML files, Markdown with front matter, the
 * en/th pair of a document, and the problems found on the way. Every loader reads through a
 * ContentSource, so a problem never throws: it is recorded as "<path relative to content/>: <message>".
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { type Language, languages } from '@academy/contracts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Data = Record<string, any>;
export interface Doc {
  data: Data;
  body: string;
}
export type Translations = Partial<Record<Language, Doc>>;

/** Split `---\nyaml\n---\nbody` into its front matter and body. */
export function parseFrontMatter(text: string): Doc {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) return { data: {}, body: text };
  return { data: (parseYaml(match[1] ?? '') as Data | null) ?? {}, body: (match[2] ?? '').trim() };
}

export const nonBlank = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;

/** The sub-directories of `dir`, sorted (none when it is missing). */
export const subdirectories = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
    : [];

export interface ContentSource {
  /** The content/ directory. */
  dir: string;
  /** Every problem so far, in the order found. */
  errors: string[];
  /** Records a problem of `where` (a path under `dir`). */
  fail(where: string, message: string): void;
  /** Parses a YAML file; a syntax error is a problem and gives null. */
  yamlFile(file: string): unknown;
  /** A Markdown file with front matter; missing or unparsable is a problem and gives null. */
  readDoc(file: string): Doc | null;
  /** `en.md` and `th.md` of `dir`: the `required` front matter keys, a body, no raw HTML. */
  readBilingual(dir: string, required: string[]): Translations;
}

export function contentSource(contentDir: string): ContentSource {
  const errors: string[] = [];
  const fail = (where: string, message: string) => {
    errors.push(`${path.relative(contentDir, where) || where}: ${message}`);
  };
  const yamlFile = (file: string): unknown => {
    try {
      return parseYaml(readFileSync(file, 'utf8'));
    } catch (error) {
      fail(file, `invalid YAML: ${(error as Error).message.split('\n')[0]}`);
      return null;
    }
  };
  const readDoc = (file: string): Doc | null => {
    if (!existsSync(file)) {
      fail(file, 'missing');
      return null;
    }
    try {
      return parseFrontMatter(readFileSync(file, 'utf8'));
    } catch (error) {
      fail(file, `invalid front matter: ${(error as Error).message.split('\n')[0]}`);
      return null;
    }
  };
  const readBilingual = (dir: string, required: string[]): Translations => {
    const out: Translations = {};
    for (const lang of languages) {
      const file = path.join(dir, `${lang}.md`);
      const doc = readDoc(file);
      if (!doc) continue;
      for (const key of required) {
        if (!nonBlank(String(doc.data[key] ?? ''))) fail(file, `front matter "${key}" is required`);
      }
      if (!nonBlank(doc.body)) fail(file, 'body is empty');
      if (/<\/?[a-z][^>]*>/i.test(doc.body.replace(/```[\s\S]*?```/g, '').replace(/`[^`]*`/g, ''))) {
        fail(file, 'raw HTML is not allowed');
      }
      out[lang] = doc;
    }
    return out;
  };
  return { dir: contentDir, errors, fail, yamlFile, readDoc, readBilingual };
}
