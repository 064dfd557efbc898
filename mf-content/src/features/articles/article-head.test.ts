import { getQueryClient } from '@academy/platform';
import { articleHead } from './article-head';
import { blogQueryOptions } from './api/get-blog';

const params = { lang: 'en', slug: 'what-is-bitcoin' };

describe("the article page's head", () => {
  afterEach(() => getQueryClient().clear());

  it('names the article its loader put in the query cache: title, summary, social card', () => {
    const article = { title: 'What is Bitcoin?', summary: 'The first.', coverImage: 'https://api.test/c.png' };
    getQueryClient().setQueryData(blogQueryOptions('en', params.slug, undefined).queryKey, article as never);
    expect(articleHead({ params, data: null })).toEqual({
      title: 'What is Bitcoin?',
      description: 'The first.',
      image: 'https://api.test/c.png',
      imageAlt: 'What is Bitcoin?',
      type: 'article',
    });
  });

  it('is none when the article did not load (the shell writes the defaults)', () => {
    expect(articleHead({ params, data: null })).toBeNull();
  });
});
