import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allRights, buyerRights, leadBuyer, leadBuyerCompany } from '../testing/fixtures';
import { renderAccount } from '../testing/render';
import { DashboardOverview } from './DashboardOverview';

describe('DashboardOverview (account-area.md §2 dashboard)', () => {
  it('account-area.md §2: contact information, shipping address and company number, name, VAT and billing address', () => {
    renderAccount(<DashboardOverview customer={leadBuyer} company={leadBuyerCompany} rights={allRights} />);
    const contact = screen.getByRole('region', { name: 'Contact information' });
    expect(contact).toHaveTextContent('Lena Huber');
    expect(contact).toHaveTextContent('lena.huber@example.test');
    const shipping = screen.getByRole('region', { name: 'Shipping address' });
    expect(shipping).toHaveTextContent('Werk 2');
    expect(shipping).toHaveTextContent('Hafenstraße 3');
    const company = screen.getByRole('region', { name: 'Company information' });
    expect(within(company).getByText('100001')).toBeInTheDocument();
    expect(within(company).getByText('ATU13585627')).toBeInTheDocument();
    expect(company).toHaveTextContent('Industriestraße 12');
  });

  it('issue 11: the links lead only where the rights allow', () => {
    renderAccount(<DashboardOverview customer={leadBuyer} company={leadBuyerCompany} rights={buyerRights} />, {
      locale: 'de-DE',
    });
    const links = screen.getByRole('region', { name: 'Was Sie hier tun können' });
    expect(
      within(links)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/account/profile']);
    expect(screen.queryByRole('link', { name: 'Adressen verwalten' })).toBeNull();
  });

  it('account-area.md §2: a customer without a shipping address or VAT number reads so instead of blanks', () => {
    const customer = { ...leadBuyer, defaultShippingAddress: null };
    const company = { ...leadBuyerCompany, vatNumber: null, defaultAddress: null };
    renderAccount(<DashboardOverview customer={customer} company={company} rights={allRights} />);
    expect(screen.getByRole('region', { name: 'Shipping address' })).toHaveTextContent('No shipping address yet.');
    expect(screen.getByRole('region', { name: 'Company information' })).toHaveTextContent('Not given');
  });
});
