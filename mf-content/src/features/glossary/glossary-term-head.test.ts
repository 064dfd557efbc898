import { getQueryClient } from '@academy/platform';
import { glossaryQueryOptions } from './api/get-glossary';
import { glossaryTermHead } from './glossary-term-head';

const params = { lang: 'th', id: 'gas' };

describe("a glossary entry's head", () => {
  afterEach(() => getQueryClient().clear());

  it('names the entry its loader put in the query cache: the term, its definition as plain text', () => {
    const entry = { term: 'ค่าแก๊ส', definition: 'ค่าธรรมเนียมที่จ่ายเป็น **อีเธอร์** ให้ [ผู้ตรวจสอบ](/th/glossary/validator)' };
    getQueryClient().setQueryData(glossaryQueryOptions('th', 'gas').queryKey, entry as never);
    expect(glossaryTermHead({ params, data: null })).toEqual({
      title: 'ค่าแก๊ส',
      description: 'ค่าธรรมเนียมที่จ่ายเป็น อีเธอร์ ให้ ผู้ตรวจสอบ',
    });
  });

  it("reads the page's language: an English entry is not the Thai page's head", () => {
    getQueryClient().setQueryData(glossaryQueryOptions('en', 'gas').queryKey, { term: 'Gas' } as never);
    expect(glossaryTermHead({ params, data: null })).toBeNull();
  });

  it('is none when the entry did not load (the shell writes the defaults)', () => {
    expect(glossaryTermHead({ params, data: null })).toBeNull();
  });
});
