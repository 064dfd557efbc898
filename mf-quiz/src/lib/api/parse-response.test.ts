import { ZodError } from 'zod';
import { parseResponse } from './parse-response';

describe('parseResponse (schemas loaded on first use)', () => {
  it('returns what the schema parsed, unknown keys kept where the schema passes them through', async () => {
    const categories = [{ id: 3, slug: 'defi', name_en: 'DeFi', name_th: 'ดีไฟ', ranking: 1, extra: 'kept' }];
    await expect(parseResponse('categoryListSchema', categories)).resolves.toEqual(categories);
    await expect(parseResponse('countSchema', 12)).resolves.toBe(12);
  });

  it('rejects a response that breaks the contract with zod’s error, as the eager schemas did', async () => {
    await expect(parseResponse('countSchema', -1)).rejects.toBeInstanceOf(ZodError);
    await expect(parseResponse('quizCardListSchema', [{ id: 'not a quiz' }])).rejects.toBeInstanceOf(ZodError);
    await expect(parseResponse('quizDetailSchema', null)).rejects.toBeInstanceOf(ZodError);
  });
});
