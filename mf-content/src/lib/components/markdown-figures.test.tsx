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
