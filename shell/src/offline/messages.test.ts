import { parseOfflineMessage } from './messages';

describe('parseOfflineMessage', () => {
  it('reads who is signed in (or nobody) and the learner’s saved pages', () => {
    expect(parseOfflineMessage({ type: 'academy-offline:user', userId: '42' })).toEqual({
      type: 'academy-offline:user',
      userId: '42',
    });
    expect(parseOfflineMessage({ type: 'academy-offline:user', userId: null })).toEqual({
      type: 'academy-offline:user',
      userId: null,
    });
    const saved = { type: 'academy-offline:saved', userId: '42', paths: ['/en/articles/a', '/th/articles/a'] };
    expect(parseOfflineMessage(saved)).toEqual(saved);
  });

  it('ignores anything else: another type, an odd user id, a page of another site', () => {
    for (const data of [
      null,
      'academy-offline:user',
      { type: 'other', userId: '42' },
      { type: 'academy-offline:user' },
      { type: 'academy-offline:user', userId: 42 },
      { type: 'academy-offline:user', userId: '../x' },
      { type: 'academy-offline:saved', userId: null, paths: [] },
      { type: 'academy-offline:saved', userId: '42', paths: ['https://evil.example/a'] },
      { type: 'academy-offline:saved', userId: '42', paths: ['//evil.example/a'] },
      { type: 'academy-offline:saved', userId: '42', paths: '/en/articles/a' },
    ]) {
      expect(parseOfflineMessage(data)).toBeNull();
    }
  });
});
