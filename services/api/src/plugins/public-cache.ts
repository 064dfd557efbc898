import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import { desc } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentImports } from '../db/schema/index.ts';
import { requestLanguage } from '../lib/language.ts';
import { readToken } from './auth.ts';

/**
 * HTTP caching of public content reads (GET routes with `config: { publicCache: ... }`).
 *
 * - Every 200 answer gets an ETag: the last content import's hash (so an import changes every
 *   tag) and a hash of the body. `If-None-Match` with that tag answers 304 with no body.
 * - Anonymous answers are `public` (browsers, then shared caches and CDNs, with
 *   stale-while-revalidate); they vary on `lang` and `Accept-Language` (the request's language, src/lib/language.ts).
 * - `personalized` routes (the article detail and search: exclusive text for subscribers) vary
 *   also on `Authorization`, `token` and `Cookie` (the site's session cookie), and with a session
 *   token (header or cookie) answer `private, no-cache`:
 *   the full text of an exclusive article is never stored by a shared cache, and a browser
 *   revalidates every time (a purchase shows at once).
 * - A small in-process cache keeps anonymous bodies and tags for PUBLIC_CACHE_TTL_MS (0 turns it
 *   off), so a revalidation or a repeated read answers before the route runs (no database).
 *   An import in this process clears it; an import by another process (the CLI) shows within
 *   the TTL.
 */

export interface PublicCacheOptions {
  /** The answer depends on the reader's session (exclusive articles): never public with a token. */
  personalized?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    publicCache?: PublicCacheOptions | true;
  }
  interface FastifyInstance {
    publicCache: {
      /** Drops every cached answer and the remembered content version (after an import). */
      clear(): void;
      /** Entries in the in-process cache (tests, metrics). */
      size(): number;
    };
  }
}

/** Cache-Control of anonymous public answers: browsers 1 min, shared caches 5 min, then stale for 10 min while revalidating. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';
/** Cache-Control of a personalized route's answer to a request with a session token. */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';
const VARY_PUBLIC = 'lang, Accept-Language';
const VARY_PERSONALIZED = 'lang, Accept-Language, Authorization, token, Cookie';
const MAX_ENTRIES = 2000;

interface Entry {
  etag: string;
  body: string;
  contentType: string;
  vary: string;
  expires: number;
}

const optionsOf = (request: FastifyRequest): PublicCacheOptions | null => {
  const value = request.routeOptions.config.publicCache;
  if (!value) return null;
  return value === true ? {} : value;
};

/** True when `header` (If-None-Match) lists `etag` (weak comparison, `*` matches). */
export function etagMatches(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  const bare = etag.replace(/^W\//, '');
  return value.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === bare;
  });
}

export default fp(
  async (app) => {
    const ttl = app.config.PUBLIC_CACHE_TTL_MS;
    const entries = new Map<string, Entry>();
    let version: { value: string; expires: number } | null = null;
    let pendingVersion: Promise<string> | null = null;

    /** The last import's hash (short), remembered for the TTL; "0" before any import. */
    async function contentVersion(): Promise<string> {
      if (version && version.expires > Date.now()) return version.value;
      pendingVersion ??= (async () => {
        try {
          const [last] = await app.db
            .select({ hash: contentImports.hash, id: contentImports.id })
            .from(contentImports)
            .orderBy(desc(contentImports.id))
            .limit(1);
          // The id too: a forced import of the same files is still a new version.
          const value = last ? `${last.id.toString(36)}.${last.hash.slice(0, 8)}` : '0';
          version = { value, expires: Date.now() + ttl };
          return value;
        } finally {
          pendingVersion = null;
        }
      })();
      return pendingVersion;
    }

    app.decorate('publicCache', {
      clear() {
        entries.clear();
        version = null;
      },
      size: () => entries.size,
    });

    const hasSession = (request: FastifyRequest) => readToken(request) !== undefined;
    /** The in-process cache key; null when this request's answer must not be shared. */
    const keyOf = (request: FastifyRequest, options: PublicCacheOptions): string | null => {
      if (ttl <= 0 || request.method !== 'GET') return null;
      if (options.personalized && hasSession(request)) return null;
      return `${requestLanguage(request)} ${request.url}`;
    };

    /** Adds our Vary fields to what other plugins (CORS: Origin) set. */
    function vary(reply: FastifyReply, fields: string) {
      const existing = reply.getHeader('vary');
      const merged = new Set(
        [String(existing ?? ''), fields]
          .flatMap((value) => value.split(',').map((field) => field.trim()))
          .filter(Boolean),
      );
      reply.header('vary', [...merged].join(', '));
    }

    function sendCached(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
      reply.header('cache-control', PUBLIC_CACHE_CONTROL).header('etag', entry.etag);
      vary(reply, entry.vary);
      if (etagMatches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
      return reply.type(entry.contentType).send(entry.body);
    }

    app.addHook('onRequest', async (request, reply) => {
      const options = optionsOf(request);
      if (!options) return;
      const key = keyOf(request, options);
      if (!key) return;
      const entry = entries.get(key);
      if (!entry) return;
      if (entry.expires <= Date.now()) {
        entries.delete(key);
        return;
      }
      return sendCached(request, reply, entry);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const options = optionsOf(request);
      if (!options || reply.statusCode !== 200 || (request.method !== 'GET' && request.method !== 'HEAD'))
        return payload;
      if (reply.getHeader('etag')) return payload; // answered from the cache above
      if (typeof payload !== 'string') return payload;
      const personal = Boolean(options.personalized && hasSession(request));
      const varyFields = options.personalized ? VARY_PERSONALIZED : VARY_PUBLIC;
      const etag = `"${await contentVersion()}-${createHash('sha1').update(payload).digest('base64url').slice(0, 22)}"`;
      reply.header('cache-control', personal ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL).header('etag', etag);
      vary(reply, varyFields);
      const key = keyOf(request, options);
      if (key) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
        const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
        entries.set(key, { etag, body: payload, contentType, vary: varyFields, expires: Date.now() + ttl });
      }
      if (etagMatches(request.headers['if-none-match'], etag)) {
        reply.code(304);
        reply.removeHeader('content-type');
        return '';
      }
      return payload;
    });
  },
  { name: 'public-cache', dependencies: ['db', 'config'] },
);
