import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../../src/lib/language.ts';

const withHeaders = (headers: Record<string, string | string[]>) => ({ headers }) as unknown as FastifyRequest;

describe('requestLanguage: the one rule of the API (lang header, else the browser language, else en)', () => {
  test('the lang header decides, by its first two letters', () => {
    assert.equal(requestLanguage(withHeaders({ lang: 'th' })), 'th');
    assert.equal(requestLanguage(withHeaders({ lang: 'TH-th' })), 'th');
    assert.equal(requestLanguage(withHeaders({ lang: ' en-US ' })), 'en');
    assert.equal(requestLanguage(withHeaders({ lang: ['th', 'en-US'] })), 'th');
  });

  test('the lang header wins over Accept-Language', () => {
    assert.equal(requestLanguage(withHeaders({ lang: 'en', 'accept-language': 'th-TH,th;q=0.9' })), 'en');
    assert.equal(requestLanguage(withHeaders({ lang: 'th', 'accept-language': 'en-US' })), 'th');
  });

  test('without a usable lang header: the first language of Accept-Language', () => {
    assert.equal(requestLanguage(withHeaders({ 'accept-language': 'th-TH,th;q=0.9,en;q=0.8' })), 'th');
    assert.equal(requestLanguage(withHeaders({ lang: 'fr', 'accept-language': 'th' })), 'th');
    assert.equal(requestLanguage(withHeaders({ 'accept-language': 'en-GB,th;q=0.5' })), 'en');
  });

  test('anything else is English', () => {
    assert.equal(requestLanguage(withHeaders({})), 'en');
    assert.equal(requestLanguage(withHeaders({ lang: 'fr', 'accept-language': 'de-DE' })), 'en');
    assert.equal(requestLanguage(withHeaders({ lang: 't' })), 'en');
  });
});
