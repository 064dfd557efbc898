// A list that draws covers (home, article lists) builds their URLs without loading zod: in a
// remote's bundle, importing the cover helpers from covers.ts brought all of zod (~140 KB raw) to
// pages that parse nothing.
jest.mock('zod', () => {
  throw new Error('zod was loaded');
});

describe('cover URLs', () => {
  it('come without zod', async () => {
    const { coverSrcSet, coverVariantUrl } = await import('./cover-urls');
    expect(coverVariantUrl('/client/blogs/covers/a-en-0123456789abcdef', 640, 'avif')).toBe(
      '/client/blogs/covers/a-en-0123456789abcdef-640.avif',
    );
    expect(coverSrcSet('/c/a', 'webp')).toBe('/c/a-320.webp 320w, /c/a-640.webp 640w, /c/a-960.webp 960w');
  });

  it('the route schemas beside them still need zod', async () => {
    await expect(import('./covers')).rejects.toThrow('zod was loaded');
  });
});
