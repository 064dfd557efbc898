import assert from 'node:assert/strict';
import { test } from 'node:test';
import { markdownToText } from '../../src/lib/text.ts';

test("markdownToText keeps a diagram's alt text and drops its address and caption, even a caption with parentheses", () => {
  assert.equal(
    markdownToText(
      'Before.\n\n![Reward per block](/client/blogs/images/a-b.svg "Halves (every 210,000 blocks)")\n\nAfter.',
    ),
    'Before.\n\nReward per block\n\nAfter.',
  );
});
