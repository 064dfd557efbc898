import { GLOSSARY_INDEX_TH, thaiGlossaryBucket } from './constants';

describe('the Thai glossary index', () => {
  it('has the 42 consonants in use, ก to ฮ', () => {
    expect(GLOSSARY_INDEX_TH).toHaveLength(42);
    expect([GLOSSARY_INDEX_TH[0], GLOSSARY_INDEX_TH.at(-1)]).toEqual(['ก', 'ฮ']);
  });

  it('files a term under its first consonant, skipping a leading vowel as Thai dictionaries do', () => {
    expect(thaiGlossaryBucket('บล็อกเชน (Blockchain)')).toBe('บ');
    expect(thaiGlossaryBucket('แฮช (Hash)')).toBe('ฮ');
    expect(thaiGlossaryBucket('เหรียญ')).toBe('ห');
    expect(thaiGlossaryBucket('โหนด (Node)')).toBe('ห');
    expect(thaiGlossaryBucket('ไพรเวตคีย์')).toBe('พ');
    expect(thaiGlossaryBucket('  ใบอนุญาต')).toBe('บ');
  });

  it('leaves a term that does not start in Thai out of the Thai index', () => {
    expect(thaiGlossaryBucket('NFT')).toBeNull();
    expect(thaiGlossaryBucket('2FA (การยืนยันสองขั้นตอน)')).toBeNull();
    expect(thaiGlossaryBucket('')).toBeNull();
  });
});
