import { describe, expect, it } from 'vitest';
import { narrowestTermPart, termPairs, termTrigramRuns, termWords } from './domain';

// account-area.md §2 article links list: the search finds descriptions containing the term; these rules only choose
// how the candidates are found (migration 0022), the LIKE decides.
describe('article-link search through description words (account-area.md §2 search by description)', () => {
  it.each([
    ['größe 17', { first: 'größe', inner: [], last: '17' }],
    ['teil 00042 größe', { first: 'teil', inner: ['00042'], last: 'größe' }],
    ['a  b', { first: 'a', inner: [''], last: 'b' }],
    ['prüfteil', null],
    [' größe', null],
    ['größe ', null],
    ['', null],
  ] as const)('termWords(%j)', (term, expected) => {
    expect(termWords(term)).toEqual(expected);
  });

  const row = (part: number, word: string, uses: number) => ({ part, word, uses, company_links: 100_000 });

  it.each([
    ['the last part when it is in fewer links', [row(0, 'größe', 100_000), row(-1, '17', 2_500)], 0, ['17']],
    [
      'every word fitting the chosen part',
      [row(0, 'prüfteil', 100_000), row(-1, '00042', 1), row(-1, '000421', 1)],
      0,
      ['00042', '000421'],
    ],
    [
      'an inner word when it is the narrowest',
      [row(0, 'teil', 90_000), row(1, 'x', 5), row(-1, 'größe', 100_000)],
      1,
      ['x'],
    ],
    ['no description can hold a part no word fits', [row(0, 'größe', 100_000)], 0, []],
    ['nothing fits at all', [], 2, []],
    [
      'the trigrams when the narrowest part is in more than a quarter of the links',
      [row(0, 'größe', 100_000), row(-1, '1', 27_500)],
      0,
      null,
    ],
    [
      'a part with more words than the cap is never chosen',
      [row(0, 'größe', 100_000), ...Array.from({ length: 4 }, (_, i) => row(-1, `0${i}`, 1))],
      0,
      null,
    ],
  ] as const)('narrowestTermPart: %s', (_title, fitting, inner, expected) => {
    expect(narrowestTermPart(fitting, inner, 3)).toEqual(expected);
  });

  it.each([
    [
      'one pair: the word ending with the first part, the word beginning with the last',
      [row(0, 'größe', 100_000), row(-1, '17', 2_500)],
      0,
      ['größe 17'],
    ],
    [
      'every fitting first word with every fitting last word',
      [row(0, 'größe', 100_000), row(0, 'xgröße', 1), row(-1, '17', 2_500), row(-1, '17y', 1)],
      0,
      ['größe 17', 'größe 17y', 'xgröße 17', 'xgröße 17y'],
    ],
    ['no description can hold a part no word fits', [row(0, 'größe', 100_000)], 0, []],
    [
      'a term with inner words: the pairs would not decide',
      [row(0, 'teil', 1), row(1, 'x', 1), row(-1, 'y', 1)],
      1,
      null,
    ],
    [
      'a part with more words than the cap (not all of them known)',
      [row(0, 'größe', 100_000), ...Array.from({ length: 4 }, (_, i) => row(-1, `0${i}`, 1))],
      0,
      null,
    ],
    [
      'more pairs than the pair cap',
      [row(0, 'a', 1), row(0, 'ba', 1), row(0, 'cba', 1), row(-1, '1', 1), row(-1, '10', 1)],
      0,
      null,
    ],
  ] as const)('termPairs: %s', (_title, fitting, inner, expected) => {
    expect(termPairs(fitting, inner, 3, 5)).toEqual(expected);
  });
});

// account-area.md §2 article links list: the runs only narrow the trigram index's candidates; the term's LIKE decides.
describe('article-link search through trigram runs (account-area.md §2 search by customer article number or description)', () => {
  it.each([
    ['al00123', ['al0', 'l00', '001', '012']],
    ['00000042', ['000', '004', '042']],
    ['0009999', ['000', '009', '099', '999']],
    ['m10 edelstahl', ['m10', 'ede', 'del', 'els']],
    ['ab-12 cd3', null],
    ['000000', null],
    ['00042', null],
    ['prüfteil', null],
    ['x_12%34', null],
  ] as const)('termTrigramRuns(%j)', (term, expected) => {
    expect(termTrigramRuns(term)).toEqual(expected);
  });
});
