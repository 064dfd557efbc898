import type { BlogCard, BlogDetail, CategoryEntry, GlossaryEntry, LearningPath } from '@academy/contracts';
import type { setupMockApi } from '@academy/testing';

/** The fixtures of this remote's tests; the mocked API is @academy/testing's. */
export { setupMockApi, reply, networkError, type SeenRequest as MockRequest } from '@academy/testing';

/** A category as the API sends it: both languages and the request's. */
const category = (id: number, slug: string, nameEn: string, nameTh: string): CategoryEntry => ({
  id,
  slug,
  name_en: nameEn,
  name_th: nameTh,
  description_en: '',
  description_th: '',
  ranking: id,
  name: nameEn,
  description: '',
});

export const categories: CategoryEntry[] = [
  category(1, 'blockchain-basics', 'Blockchain basics', 'พื้นฐานบล็อกเชน'),
  category(2, 'defi', 'DeFi', 'DeFi'),
  category(3, 'nft', 'NFTs', 'NFT'),
  category(4, 'market-updates', 'Market updates', 'อัปเดตตลาด'),
];

export function blogCard(overrides: Partial<BlogCard> = {}): BlogCard {
  return {
    id: 1,
    slug: 'what-is-bitcoin',
    title: 'What is Bitcoin?',
    summary: 'The first cryptocurrency explained.',
    category: { id: 1, slug: 'blockchain-basics', name: 'Blockchain basics' },
    difficulty: 'BEGINNER',
    readingTime: 6,
    exclusive: false,
    highlight: false,
    viewCount: 1234,
    tags: ['bitcoin'],
    publishedAt: '2026-01-01',
    language: 'en',
    fallback: false,
    ...overrides,
  };
}

export function blogDetail(overrides: Partial<BlogDetail> = {}): BlogDetail {
  return {
    ...blogCard(),
    body: 'Bitcoin is money.\n\n## How it works\n\nBlocks.\n\n### Mining\n\nHashes.\n\n## Why it matters\n\nFreedom.',
    teaser: null,
    locked: false,
    quizSlug: 'what-is-bitcoin',
    related: [blogCard({ id: 2, slug: 'what-is-a-wallet', title: 'What is a wallet?' })],
    alternates: { en: true, th: true },
    terms: [],
    ...overrides,
  };
}

export function glossaryTerm(overrides: Partial<GlossaryEntry> = {}): GlossaryEntry {
  return {
    id: 42,
    slug: 'blockchain',
    tag: 'blockchain',
    term: 'Blockchain',
    definition: 'A shared ledger kept by many computers.',
    bucket: 'B',
    bucket_th: 'บ',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    title_en: 'Blockchain',
    title_th: 'บล็อกเชน',
    definition_en: 'A shared ledger kept by many computers.',
    definition_th: 'บัญชีที่คอมพิวเตอร์หลายเครื่องถือร่วมกัน',
    fallback: false,
    ...overrides,
  };
}

export function learningPath(overrides: Partial<LearningPath> = {}): LearningPath {
  return {
    slug: 'crypto-basics',
    title: 'Crypto basics',
    summary: 'Start here.',
    steps: [
      {
        slug: 'what-is-blockchain',
        title: 'What is a blockchain?',
        readingTime: 6,
        exclusive: false,
        quizSlug: 'what-is-blockchain',
      },
      {
        slug: 'what-is-bitcoin',
        title: 'What is Bitcoin?',
        readingTime: 7,
        exclusive: false,
        quizSlug: 'what-is-bitcoin',
      },
      { slug: 'layer-2-rollups', title: 'Layer 2 rollups', readingTime: 9, exclusive: true, quizSlug: null },
    ],
    ...overrides,
  };
}

/** The article page's answers for `what-is-bitcoin` (id 1): its detail and its view count. */
export function mockArticle(api: ReturnType<typeof setupMockApi>, overrides: Partial<BlogDetail> = {}) {
  api.mockApi({
    'GET /client/blogs/slug/what-is-bitcoin': blogDetail(overrides),
    'PUT /client/blogs/blogview/1': { ok: true },
  });
}
