import { pageTypeOf, webVitalPageTypes, webVitalReportSchema } from './web-vitals';

describe('web vitals reports', () => {
  it('name a page by its type, never its URL or query', () => {
    expect(pageTypeOf('/en')).toBe('home');
    expect(pageTypeOf('/th/')).toBe('home');
    expect(pageTypeOf('/en/articles')).toBe('articles');
    expect(pageTypeOf('/en/articles/what-is-bitcoin')).toBe('articles/:id');
    expect(pageTypeOf('/th/quizzes/bitcoin-basics/result')).toBe('quizzes/:id');
    expect(pageTypeOf('/en/search?q=my-email@example.com')).toBe('search');
    expect(pageTypeOf('/en/no-such-page')).toBe('other');
    expect(pageTypeOf('/articles/x')).toBe('articles/:id');
  });

  it('every page type a page can have is one the API takes, and no more than a bounded few', () => {
    for (const path of ['/en', '/en/glossary', '/en/glossary/42', '/en/pop-quizzes/7', '/en/zzz'])
      expect(webVitalPageTypes).toContain(pageTypeOf(path));
    expect(webVitalPageTypes.length).toBeLessThan(80);
  });

  it('a report is one metric with its rating and page type, nothing else', () => {
    const report = { name: 'INP', value: 120, rating: 'good', pageType: 'articles/:id' };
    expect(webVitalReportSchema.safeParse(report).success).toBe(true);
    expect(webVitalReportSchema.safeParse({ ...report, url: '/en/articles/x' }).success).toBe(false);
    expect(webVitalReportSchema.safeParse({ ...report, pageType: '/en/articles/x' }).success).toBe(false);
    expect(webVitalReportSchema.safeParse({ ...report, name: 'CLS', value: 101 }).success).toBe(false);
  });
});
