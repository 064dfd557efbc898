// One text per error code: contracts' error catalogue. The API builds its errors from the code
// alone (`appError('CODE')`, services/api/src/lib/app-error.ts): this test finds an API source
// that writes an error's message itself.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { root } from '../composition.mjs';

const apiSources = path.join(root, 'services/api/src');
const appErrorFile = path.join(apiSources, 'lib/app-error.ts');

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (entry.name.endsWith('.ts')) yield full;
  }
}

/** Errors whose message is written at the throw or answer: `new AppError(`, or a body with a code and a message. */
export function handWrittenErrors(text) {
  const forms = [
    /new AppError\(/g,
    /appError\(\s*'[A-Z_]+'\s*,\s*['"`]/g,
    /code:\s*'[A-Z_]+',\s*message:/g,
    /message:\s*['"`][^'"`]*['"`],\s*code:\s*'[A-Z_]+'/g,
  ];
  return forms.flatMap((form) => [...text.matchAll(form)].map((m) => m[0].replace(/\s+/g, ' ')));
}

describe('the API writes no error message', () => {
  it('finds a written message (the check itself works)', () => {
    assert.equal(handWrittenErrors("throw new AppError(403, 'FORBIDDEN', 'No');").length, 1);
    assert.equal(handWrittenErrors("appError('FORBIDDEN', 'No')").length, 1);
    assert.equal(handWrittenErrors("send({ statusCode: 404, code: 'COUPON_INVALID', message: 'Bad.' })").length, 1);
    assert.equal(handWrittenErrors("body: {\n  code: 'X_Y',\n  message:\n 'text' }").length, 1);
    assert.deepEqual(handWrittenErrors("throw appError('FORBIDDEN');"), []);
    assert.deepEqual(handWrittenErrors("appError('VALIDATION_FAILED', { details })"), []);
  });

  it('no API source builds an error with its own text: the catalogue gives it', () => {
    const found = [];
    for (const file of sourceFiles(apiSources)) {
      if (file === appErrorFile) continue;
      for (const hit of handWrittenErrors(readFileSync(file, 'utf8')))
        found.push(`${path.relative(root, file)}: ${hit}`);
    }
    assert.deepEqual(found, []);
  });
});
