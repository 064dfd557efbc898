import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PgDialect } from 'drizzle-orm/pg-core';
import { glossaries } from '../../src/db/schema/index.ts';
import { AppError } from '../../src/lib/app-error.ts';
import { DEFAULT_LIMIT, MAX_LIMIT, parseStrapiQuery, type StrapiQueryOptions } from '../../src/lib/strapi-query.ts';

const options: StrapiQueryOptions = { fields: { id: glossaries.id, tag: glossaries.tag }, passthrough: ['lang'] };
const dialect = new PgDialect();

test('defaults: limit 100, offset 0, no where', () => {
  const query = parseStrapiQuery({}, options);
  assert.equal(query.limit, DEFAULT_LIMIT);
  assert.equal(DEFAULT_LIMIT, 100);
  assert.equal(query.offset, 0);
  assert.equal(query.where, undefined);
  assert.deepEqual(query.orderBy, []);
});

test('_limit is capped: -1 (Strapi "all") and anything above the max read at most MAX_LIMIT rows; _start sets the offset', () => {
  assert.equal(MAX_LIMIT, 100);
  const query = parseStrapiQuery({ _limit: '-1', _start: '40' }, options);
  assert.equal(query.limit, MAX_LIMIT);
  assert.equal(query.offset, 40);
  assert.equal(parseStrapiQuery({ _limit: '1000000' }, options).limit, MAX_LIMIT);
  assert.equal(parseStrapiQuery({ _limit: '20' }, options).limit, 20);
  // A resource may set its own cap (the glossary is read whole by the site).
  assert.equal(parseStrapiQuery({ _limit: '-1' }, { ...options, maxLimit: 500 }).limit, 500);
  assert.equal(parseStrapiQuery({ _limit: '501' }, { ...options, maxLimit: 500 }).limit, 500);
  assert.equal(parseStrapiQuery({}, { ...options, maxLimit: 10 }).limit, 10);
  for (const bad of ['-2', 'abc', '1.5'])
    assert.throws(
      () => parseStrapiQuery({ _limit: bad }, options),
      (error: unknown) => error instanceof AppError && error.statusCode === 400,
    );
});

test('filters become parameterised SQL (values never inlined)', () => {
  const { where } = parseStrapiQuery({ tag_contains: "x'; drop table users; --", id_in: ['1,2', '3'] }, options);
  assert.ok(where);
  const built = dialect.sqlToQuery(where);
  assert.doesNotMatch(built.sql, /drop table/);
  assert.match(built.sql, /ilike/);
  assert.match(built.sql, / in \(\$\d+, \$\d+, \$\d+\)/);
  assert.deepEqual(built.params.slice(-3), [1, 2, 3]);
});

test('passthrough parameters are ignored, unknown ones rejected with VALIDATION_FAILED', () => {
  assert.doesNotThrow(() => parseStrapiQuery({ lang: 'th' }, options));
  assert.throws(
    () => parseStrapiQuery({ title_en: 'x' }, options),
    (error: unknown) => error instanceof AppError && error.statusCode === 400 && error.code === 'VALIDATION_FAILED',
  );
});

test('_q without declared search fields is rejected', () => {
  assert.throws(
    () => parseStrapiQuery({ _q: 'x' }, options),
    (error: unknown) => error instanceof AppError && error.code === 'VALIDATION_FAILED',
  );
});
