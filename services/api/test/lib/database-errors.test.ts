import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { databaseErrorCode, isUniqueViolation } from '../../src/lib/database-errors.ts';

describe('database errors: the SQLSTATE anywhere in the cause chain', () => {
  const wrapped = (code: string) =>
    Object.assign(new Error('Failed query: insert ...'), { cause: Object.assign(new Error('pg'), { code }) });

  test('databaseErrorCode finds the code of a wrapped driver error, ignores codes that are not SQLSTATEs', () => {
    assert.equal(databaseErrorCode(wrapped('22P02')), '22P02');
    assert.equal(databaseErrorCode(Object.assign(new Error('x'), { code: 'ECONNREFUSED' })), undefined);
    assert.equal(databaseErrorCode(new Error('plain')), undefined);
    assert.equal(databaseErrorCode(null), undefined);
  });

  test('isUniqueViolation: 23505 only, bare or wrapped', () => {
    assert.equal(isUniqueViolation(wrapped('23505')), true);
    assert.equal(isUniqueViolation(Object.assign(new Error('dup'), { code: '23505' })), true);
    assert.equal(isUniqueViolation({ cause: { cause: { code: '23505' } } }), true);
    assert.equal(isUniqueViolation(wrapped('23503')), false);
    assert.equal(isUniqueViolation(undefined), false);
  });
});
