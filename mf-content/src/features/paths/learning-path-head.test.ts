import { getQueryClient } from '@academy/platform';
import { learningPathQueryOptions } from './api/get-learning-path';
import { learningPathHead } from './learning-path-head';

const params = { lang: 'en', slug: 'bitcoin-basics' };

describe("a learning path's head", () => {
  afterEach(() => getQueryClient().clear());

  it('names the path its loader put in the query cache: title and summary', () => {
    const path = { title: 'Bitcoin basics', summary: 'Five articles and their quizzes.' };
    getQueryClient().setQueryData(learningPathQueryOptions('en', params.slug).queryKey, path as never);
    expect(learningPathHead({ params, data: null })).toEqual({
      title: 'Bitcoin basics',
      description: 'Five articles and their quizzes.',
    });
  });

  it('is none when the path did not load (the shell writes the defaults)', () => {
    expect(learningPathHead({ params, data: null })).toBeNull();
  });
});
