// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { tierPriceRows } from '@ratchet/store-api-contract/rules';
import { UiLocaleProvider } from '../i18n/UiLocaleProvider';
import { TierPrices } from './TierPrices';

afterEach(cleanup);

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const rows = tierPriceRows(12.35, [
  { from: 10, discountPercent: 5 },
  { from: 50, discountPercent: 10 },
]);

describe('TierPrices (issue 10 product detail "price with tier prices"; storefront.md §3 calculatedPrices)', () => {
  it('lists each quantity range with its unit price, the last one open-ended', () => {
    render(<TierPrices rows={rows} />);
    const table = screen.getByRole('table', { name: 'Tier prices' });
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows.map((row) => plain(row.textContent))).toEqual([
      // The VAT label stays for screen readers (visually hidden).
      '1 – 9€12,35excl. VAT',
      '10 – 49€11,73excl. VAT',
      'from 50€11,12excl. VAT',
    ]);
  });

  it('marks the range the current quantity falls in', () => {
    render(<TierPrices rows={rows} quantity={20} />);
    const current = screen.getAllByRole('row').find((row) => row.getAttribute('aria-current') === 'true');
    expect(plain(current?.textContent)).toContain('10 – 49');
    expect(current?.getAttribute('data-state')).toBe('active');
  });

  it('labels in German with a decimal comma', () => {
    render(
      <UiLocaleProvider locale="de-DE">
        <TierPrices rows={rows} />
      </UiLocaleProvider>,
    );
    expect(screen.getByRole('table', { name: 'Staffelpreise' })).toBeInTheDocument();
    expect(plain(screen.getByText('ab 50').closest('tr')?.textContent)).toBe('ab 5011,12 €zzgl. MwSt.');
  });

  it('renders nothing for one price for every quantity', () => {
    const { container } = render(<TierPrices rows={tierPriceRows(5, null)} />);
    expect(container.innerHTML).toBe('');
  });

  it('passes className to the root', () => {
    render(<TierPrices rows={rows} className="extra-class" />);
    expect(screen.getByRole('table').classList.contains('extra-class')).toBe(true);
  });
});
