import { render } from '@testing-library/react';
import { ArticleCover, coverSizes } from './article-cover';

const png = 'https://api.test/client/blogs/cards/what-is-bitcoin-en-0123456789abcdef.png';
const stem = 'https://api.test/client/blogs/covers/what-is-bitcoin-en-fedcba9876543210';

describe('coverSizes', () => {
  it('says how wide a cover is drawn at each breakpoint, nested cells multiplied, the page at most 1024 px', () => {
    expect(coverSizes({ xs: 12 })).toBe(
      '(min-width: 1024px) 1024px, (min-width: 768px) 100vw, (min-width: 640px) 100vw, 100vw',
    );
    // three columns from lg, two from sm
    expect(coverSizes({ xs: 12, sm: 6, lg: 4 })).toBe(
      '(min-width: 1024px) 341px, (min-width: 768px) 50vw, (min-width: 640px) 50vw, 100vw',
    );
    // one card a row inside a half of the page from md up
    expect(coverSizes({ xs: 12, md: 6 }, { xs: 12 })).toBe(
      '(min-width: 1024px) 512px, (min-width: 768px) 50vw, (min-width: 640px) 100vw, 100vw',
    );
    // two columns from sm in the results column (8/12 from md, 9/12 from lg)
    expect(coverSizes({ xs: 12, md: 8, lg: 9 }, { xs: 12, sm: 6 })).toBe(
      '(min-width: 1024px) 384px, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 100vw',
    );
  });
});

describe('ArticleCover', () => {
  const sizes = coverSizes({ xs: 12, sm: 6 });

  it('offers AVIF, then WebP, at 320, 640 and 960 wide, and the PNG card only as the fallback', () => {
    const { container } = render(<ArticleCover src={png} variants={stem} sizes={sizes} lazy testId="cover" />);
    const picture = container.querySelector('picture')!;
    const sources = Array.from(picture.querySelectorAll('source'));
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    for (const source of sources) {
      const format = source.getAttribute('type')!.split('/')[1];
      expect(source.getAttribute('srcset')).toBe(
        [320, 640, 960].map((width) => `${stem}-${width}.${format} ${width}w`).join(', '),
      );
      expect(source.getAttribute('sizes')).toBe(sizes);
    }
    // the img comes last inside the picture: the browser uses it for the source it picked
    const img = picture.lastElementChild!;
    expect(img.tagName).toBe('IMG');
    expect(img).toHaveAttribute('src', png);
    expect(img).not.toHaveAttribute('srcset');
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '630');
    expect(img).toHaveAttribute('alt', '');
  });

  it('loads lazily in lists and eagerly with high priority for the article itself', () => {
    const { getByTestId, rerender } = render(
      <ArticleCover src={png} variants={stem} sizes={sizes} lazy testId="cover" />,
    );
    expect(getByTestId('cover')).toHaveAttribute('loading', 'lazy');
    expect(getByTestId('cover')).not.toHaveAttribute('fetchpriority');
    rerender(<ArticleCover src={png} variants={stem} sizes={sizes} testId="cover" />);
    expect(getByTestId('cover')).not.toHaveAttribute('loading');
    expect(getByTestId('cover')).toHaveAttribute('fetchpriority', 'high');
  });

  it('without variants (an older API) shows the PNG alone', () => {
    const { container, getByTestId } = render(<ArticleCover src={png} sizes={sizes} testId="cover" />);
    expect(container.querySelectorAll('source')).toHaveLength(0);
    expect(getByTestId('cover')).toHaveAttribute('src', png);
  });
});
