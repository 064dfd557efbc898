import fp from 'fastify-plugin';
import { validationFailed } from '../lib/app-error.ts';

/** Deepest nesting of a JSON body walked for NUL bytes (deeper bodies are refused). */
const MAX_DEPTH = 32;

/** The first string (key or value) holding a NUL byte, as a dotted path; null when clean. */
export function findNul(value: unknown, path = '', depth = 0): string | null {
  if (depth > MAX_DEPTH) return path || '(body)';
  if (typeof value === 'string') return value.includes('\u0000') ? path || '(value)' : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = findNul(value[i], `${path}[${i}]`, depth + 1);
      if (hit) return hit;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const where = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) return where;
      const hit = findNul(child, where, depth + 1);
      if (hit) return hit;
    }
  }
  return null;
}

/**
 * One guard for every route, after its schema and before its handler: a NUL byte anywhere in
 * the path, query or (parsed) body is a 400 (PostgreSQL cannot store it in text and would answer
 * 22021 / 22P05). After the schema, so a field whose schema has its own message keeps it.
 */
export default fp(
  async (app) => {
    app.addHook('preHandler', async (request) => {
      for (const [part, value] of [
        ['params', request.params],
        ['querystring', request.query],
        ['body', request.body],
      ] as const) {
        const where = findNul(value);
        if (where) throw validationFailed(`${part} must not contain NUL bytes`, where);
      }
    });
  },
  { name: 'input-guard' },
);
