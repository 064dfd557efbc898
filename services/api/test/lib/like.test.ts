import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { likeContains } from '../../src/lib/like.ts';

describe('likeContains: the one LIKE escape of the API', () => {
  test('wraps the text in % and takes %, _ and \\ literally', () => {
    assert.equal(likeContains('bitcoin'), '%bitcoin%');
    assert.equal(likeContains('100%'), '%100\\%%');
    assert.equal(likeContains('a_b'), '%a\\_b%');
    assert.equal(likeContains('c:\\x'), '%c:\\\\x%');
    assert.equal(likeContains('%%_\\'), '%\\%\\%\\_\\\\%');
  });
});
