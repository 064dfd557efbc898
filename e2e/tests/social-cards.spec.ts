import { expect, test } from '@playwright/test';
import { languages } from '@academy/contracts';

const pngSize = (data: Buffer) => ({ width: data.readUInt32BE(16), height: data.readUInt32BE(20) });

for (const lang of languages) {
  test(`an article's page names its social card as og:image and twitter:image, and shows it as the cover, as AVIF (${lang})`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(`/${lang}/articles/what-is-bitcoin`)).text();
    const og = /<meta property="og:image" content="([^"]+)"\/>/.exec(html)?.[1];
    expect(og, 'og:image').toMatch(
      new RegExp(`^https?://[^/]+/client/blogs/cards/what-is-bitcoin-${lang}-[0-9a-f]{16}\\.png$`),
    );
    expect(html).toContain(`<meta name="twitter:image" content="${og}"/>`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');

    const card = await request.get(og!);
    expect(card.status()).toBe(200);
    expect(card.headers()['content-type']).toBe('image/png');
    expect(card.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(pngSize(await card.body())).toEqual({ width: 1200, height: 630 });

    // the page shows the card as a smaller AVIF (the PNG is the fallback of the <picture>)
    await page.goto(`/${lang}/articles/what-is-bitcoin`);
    const cover = page.getByTestId('article-cover');
    await expect(cover).toHaveAttribute('src', og!);
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // a 683 px column at DPR 1 takes the 960 wide file
    const variant = await cover.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(variant).toMatch(new RegExp(`/client/blogs/covers/what-is-bitcoin-${lang}-[0-9a-f]{16}-960\\.avif$`));
    const avif = await request.get(variant);
    expect(avif.headers()['content-type']).toBe('image/avif');
    expect(avif.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
}
