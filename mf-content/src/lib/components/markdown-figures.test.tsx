import { screen } from '@testing-library/react';
import { renderRoutes } from '@academy/testing';
import { Markdown } from './markdown';

const DIAGRAM =
  'https://api.example.test/client/blogs/images/bitcoin-halving-explained-halving-schedule-0123456789abcdef-640x360.svg';

function renderBody(body: string) {
  return renderRoutes([{ path: 'doc', element: <Markdown testId="doc">{body}</Markdown> }], '/th/doc');
}

describe('Markdown: diagrams', () => {
  it('shows a diagram as a figure: its size reserved, lazy, alt text and caption', async () => {
    renderBody(`ก่อน\n\n![รางวัลต่อบล็อกลดลงครึ่งหนึ่ง](${DIAGRAM} "ตารางฮาล์ฟวิง")\n\nหลัง`);
    const image = await screen.findByRole('img', { name: 'รางวัลต่อบล็อกลดลงครึ่งหนึ่ง' });
    expect(image).toHaveAttribute('src', DIAGRAM);
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '360');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).not.toHaveAttribute('title');
    const figure = image.closest('figure');
    expect(figure).not.toBeNull();
    expect(figure?.querySelector('figcaption')?.textContent).toBe('ตารางฮาล์ฟวิง');
    expect(screen.getByTestId('doc').querySelectorAll('p')).toHaveLength(2);
  });

  it('keeps an image inside a sentence inline, and an image without a caption has no figcaption', async () => {
    renderBody(`Text ![inline](${DIAGRAM}) more.\n\n![Alone](${DIAGRAM})`);
    const inline = await screen.findByRole('img', { name: 'inline' });
    expect(inline.closest('figure')).toBeNull();
    expect(inline.closest('p')).not.toBeNull();
    const alone = screen.getByRole('img', { name: 'Alone' });
    expect(alone.closest('figure')?.querySelector('figcaption')).toBeNull();
  });
});

const PICTURE =
  'https://api.example.test/client/blogs/images/how-crypto-exchanges-work-floor-0123456789abcdef-1000x500-1000.webp';

describe('Markdown: pictures', () => {
  it('offers a picture as AVIF and WebP at each width, its box reserved, inside its figure', async () => {
    renderBody(`![ห้องซื้อขาย](${PICTURE} "ที่คำสั่งซื้อขายมาพบกัน")`);
    const image = await screen.findByRole('img', { name: 'ห้องซื้อขาย' });
    expect(image).toHaveAttribute('src', PICTURE);
    expect(image).toHaveAttribute('width', '1000');
    expect(image).toHaveAttribute('height', '500');
    expect(image).toHaveAttribute('loading', 'lazy');
    const picture = image.closest('picture');
    expect(picture?.closest('figure')?.querySelector('figcaption')?.textContent).toBe('ที่คำสั่งซื้อขายมาพบกัน');
    const stem = PICTURE.slice(0, -'-1000.webp'.length);
    const sources = [...picture!.querySelectorAll('source')].map((source) => [
      source.getAttribute('type'),
      source.getAttribute('srcset'),
    ]);
    expect(sources).toEqual([
      ['image/avif', `${stem}-480.avif 480w, ${stem}-800.avif 800w, ${stem}-1000.avif 1000w`],
      ['image/webp', `${stem}-480.webp 480w, ${stem}-800.webp 800w, ${stem}-1000.webp 1000w`],
    ]);
  });

  it('draws a diagram as a plain image, not a picture', async () => {
    renderBody(`![Alone](${DIAGRAM})`);
    expect((await screen.findByRole('img', { name: 'Alone' })).closest('picture')).toBeNull();
  });
});
