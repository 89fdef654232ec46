import { describe, expect, it } from 'vitest';
import { createArticleLinkBodySchema, importArticleLinksBodySchema } from '../articleLinks/schemas';
import { articleLinkCsvMaxBytes, customerSkuKey, customerSkuMaxLength, normaliseCustomerSku } from './articleLinks';

describe('customer article numbers (account-area.md §5 "customer article number must be unique")', () => {
  it.each([
    ['  KD-0042 ', 'KD-0042'],
    ['000123', '000123'],
    ['', null],
    ['   ', null],
    ['x'.repeat(customerSkuMaxLength), 'x'.repeat(customerSkuMaxLength)],
    ['x'.repeat(customerSkuMaxLength + 1), null],
  ])('normaliseCustomerSku(%j) = %j', (input, expected) => {
    expect(normaliseCustomerSku(input)).toBe(expected);
  });

  it.each([
    ['KD-Größe', 'kd-größe'],
    [' ab-1 ', 'ab-1'],
  ])('uniqueness ignores case and outer blanks: %j → %j', (input, expected) => {
    expect(customerSkuKey(input)).toBe(expected);
  });
});

describe('article link requests (account-area.md §7 "Article links", §9 5 MB)', () => {
  it.each([
    [{ productId: 'p1', customerSku: 'A' }, true],
    [{ productNumber: '000123', customerSku: 'A' }, true],
    [{ productId: 'p1', productNumber: '1', customerSku: 'A' }, false],
    [{ customerSku: 'A' }, false],
    [{ productId: 'p1', customerSku: ' ' }, false],
  ])('create %j valid: %s', (body, valid) => {
    expect(createArticleLinkBodySchema.safeParse(body).success).toBe(valid);
  });

  it('the import body holds a 5 MB file as base64, not more', () => {
    const fits = Buffer.alloc(articleLinkCsvMaxBytes, 0x41).toString('base64');
    const tooLarge = Buffer.alloc(articleLinkCsvMaxBytes + 2048, 0x41).toString('base64');
    expect(importArticleLinksBodySchema.safeParse({ mode: 'preview', content: fits }).success).toBe(true);
    expect(importArticleLinksBodySchema.safeParse({ mode: 'preview', content: tooLarge }).success).toBe(false);
    expect(importArticleLinksBodySchema.safeParse({ mode: 'preview', content: 'no base64!' }).success).toBe(false);
  });
});
