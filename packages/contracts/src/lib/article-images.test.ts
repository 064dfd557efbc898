import { articleImageSize, articlePictureSources, articlePictureVariantWidths } from './article-images';

describe('article images', () => {
  it('serves a picture at the widths narrower than it, then its own, never wider than the widest', () => {
    expect(articlePictureVariantWidths(400)).toEqual([400]);
    expect(articlePictureVariantWidths(800)).toEqual([480, 800]);
    expect(articlePictureVariantWidths(1000)).toEqual([480, 800, 1000]);
    expect(articlePictureVariantWidths(1200)).toEqual([480, 800, 1200]);
    expect(articlePictureVariantWidths(3000)).toEqual([480, 800, 1200]);
  });

  it('reads the size of a diagram and of a picture from its name; a picture alone has sources', () => {
    const diagram = '/client/blogs/images/a-b-0123456789abcdef-640x360.svg';
    const picture = '/client/blogs/images/a-b-0123456789abcdef-800x450-800.webp';
    expect(articleImageSize(diagram)).toEqual({ width: 640, height: 360 });
    expect(articleImageSize(picture)).toEqual({ width: 800, height: 450 });
    expect(articlePictureSources(diagram)).toBeNull();
    expect(articlePictureSources(picture)).toEqual({
      avif: '/client/blogs/images/a-b-0123456789abcdef-800x450-480.avif 480w, /client/blogs/images/a-b-0123456789abcdef-800x450-800.avif 800w',
      webp: '/client/blogs/images/a-b-0123456789abcdef-800x450-480.webp 480w, /client/blogs/images/a-b-0123456789abcdef-800x450-800.webp 800w',
    });
    for (const other of ['/x/a-b-0123456789abcdef-800x450.png', '/x/a-b-0123456789abcdef-800x450-800.gif', '']) {
      expect(articleImageSize(other)).toBeNull();
      expect(articlePictureSources(other)).toBeNull();
    }
  });
});
