// A remote's standalone page (its dev server, or `--env standalone`) gets the colour scheme's init
// script the shell's page has (@academy/ui/color-scheme-script: one source), so it does not flash.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import { remotes, root } from '../composition.mjs';

const require = createRequire(import.meta.url);

describe('remote standalone pages pick the colour scheme before the first paint', () => {
  for (const name of remotes) {
    const dir = path.join(root, `mf-${name}`);
    const requireHere = createRequire(path.join(dir, 'package.json'));
    const { HeadInlinePlugin } = requireHere('@academy/mf-config');
    const { colorSchemeScript, colorSchemeStyle } = requireHere('@academy/ui/color-scheme-script');
    const config = require(path.join(dir, 'webpack.config.cjs'));
    const heads = (env, mode) => {
      const built = config(env, { mode });
      return [built].flat().flatMap((c) => c.plugins.filter((p) => p instanceof HeadInlinePlugin));
    };

    it(`${name}: the dev page carries the shared init script and style`, () => {
      const [head, ...rest] = heads({ WEBPACK_SERVE: true }, 'development');
      assert.equal(rest.length, 0);
      assert.equal(head?.script, colorSchemeScript());
      assert.equal(head?.style, colorSchemeStyle());
      assert.match(head.script, /theme/);
    });

    it(`${name}: a standalone production build too; the deployed remote has no page`, () => {
      assert.equal(heads({ standalone: true, 'browser-only': true }, 'production').length, 1);
      assert.equal(heads({ 'browser-only': true }, 'production').length, 0);
    });
  }
});
