import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiLocaleProvider, uiLocales } from '../i18n/UiLocaleProvider';
import { ProductCard, type ProductCardProps } from './ProductCard';
import { productCardMessages } from './messages';
import { hexBolt } from './fixtures';

function renderCard(props: Partial<ProductCardProps> = {}) {
  return render(<ProductCard {...hexBolt} {...props} />);
}

describe('ProductCard (issue 10 product card)', () => {
  it('shows name (linked), article number, manufacturer and cover; className reaches the root', () => {
    const { container } = renderCard({ className: 'extra' });
    const card = screen.getByRole('article');
    expect(card).toHaveClass('extra');
    expect(within(card).getByRole('heading', { level: 3, name: 'Hexagon head bolt M8 × 40' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Hexagon head bolt M8 × 40' })).toHaveAttribute(
      'href',
      '/de-at/hexagon-head-bolt-m8x40/SW-10042',
    );
    expect(card).toHaveTextContent('Art. no. SW-10042');
    expect(card).toHaveTextContent('Würth');
    expect(container.querySelector('picture img')).toHaveAttribute('width');
  });

  it('a visitor sees available or not, no stock amounts (storefront.md §6)', () => {
    renderCard({ availability: { available: true } });
    expect(screen.getByRole('article')).toHaveTextContent('Available');
  });

  it('a customer sees the stock, the delivery range and the own article number', () => {
    renderCard({
      availability: { available: true, stock: 483, deliveryDays: { minDays: 1, maxDays: 3 } },
      customerSku: 'HB-8-40',
    });
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('483');
    expect(card).toHaveTextContent('Your art. no. HB-8-40');
  });

  it('shows the net unit price per unit and hints the best tier price', () => {
    renderCard({
      unitPrice: 0.25,
      tierPrices: [
        { quantity: 1, unitPrice: 0.25 },
        { quantity: 100, unitPrice: 0.21 },
        { quantity: 500, unitPrice: 0.18 },
      ],
    });
    const price = screen.getByRole('article').querySelector('[data-slot="product-card-price"]');
    expect(price).toHaveTextContent('€0,25');
    expect(price).toHaveTextContent('excl. VAT');
    expect(price).toHaveTextContent('per piece');
    expect(price).toHaveTextContent('from 500 pieces €0,18 each');
  });

  it('shows no price at all when the viewer may not see prices (ROLE_VIEW_PRICES)', () => {
    renderCard({ unitPrice: null });
    const card = screen.getByRole('article');
    expect(card.querySelector('[data-slot="price"]')).toBeNull();
    expect(card).not.toHaveTextContent('€');
  });

  it("shows the 'new' badge only when asked (new product and feature flag)", () => {
    const { rerender } = renderCard({ isNew: true });
    expect(screen.getByText('New')).toBeInTheDocument();
    rerender(<ProductCard {...hexBolt} isNew={false} />);
    expect(screen.queryByText('New')).not.toBeInTheDocument();
  });

  it('adds the chosen quantity following the product rules (storefront.md §5: min 10, step 5)', async () => {
    const onAddToCart = vi.fn();
    renderCard({ onAddToCart, quantityRule: { minPurchase: 10, purchaseStep: 5, maxPurchase: 100 } });
    const card = screen.getByRole('article');
    const counter = within(card).getByRole('spinbutton', { name: 'Quantity of Hexagon head bolt M8 × 40' });
    expect(counter).toHaveValue('10');
    await userEvent.click(within(card).getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Add to cart Hexagon head bolt M8 × 40' }));
    expect(onAddToCart).toHaveBeenCalledWith(15);
  });

  it('an off-step typed quantity disables add to cart', async () => {
    renderCard({ quantityRule: { minPurchase: 10, purchaseStep: 5, maxPurchase: null } });
    const counter = screen.getByRole('spinbutton', { name: 'Quantity of Hexagon head bolt M8 × 40' });
    await userEvent.clear(counter);
    await userEvent.type(counter, '12');
    expect(screen.getByRole('button', { name: 'Add to cart Hexagon head bolt M8 × 40' })).toBeDisabled();
  });

  it('a busy add does not add twice', async () => {
    const onAddToCart = vi.fn();
    renderCard({ onAddToCart, adding: true });
    const button = screen.getByRole('button', { name: 'Add to cart Hexagon head bolt M8 × 40' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onAddToCart).not.toHaveBeenCalled();
  });

  it('a product with variants links to its variants table instead of adding', () => {
    renderCard({ action: 'variants', variantsHref: '/de-at/bolt/SW-1?showVariantsTable=true', variantCount: 6 });
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add to cart/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose from 6 variants Hexagon head bolt M8 × 40' })).toHaveAttribute(
      'href',
      '/de-at/bolt/SW-1?showVariantsTable=true',
    );
  });

  it('a product that cannot be bought shows the mail-to button (storefront.md §2)', () => {
    renderCard({ action: 'request', requestHref: 'mailto:info@ratchet.example?subject=SW-10042' });
    expect(screen.queryByRole('button', { name: /Add to cart/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for an offer Hexagon head bolt M8 × 40' })).toHaveAttribute(
      'href',
      'mailto:info@ratchet.example?subject=SW-10042',
    );
  });

  it('renders its links through the host router', () => {
    renderCard({ renderLink: ({ href, ...props }) => <a data-router="yes" href={`#${href}`} {...props} /> });
    for (const link of screen.getAllByRole('link', { hidden: true }))
      expect(link).toHaveAttribute('data-router', 'yes');
  });

  it('localized texts (de-DE)', () => {
    render(
      <UiLocaleProvider locale="de-DE">
        <ProductCard {...hexBolt} isNew />
      </UiLocaleProvider>,
    );
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('Art.-Nr. SW-10042');
    expect(card).toHaveTextContent('pro Stück');
    expect(
      within(card).getByRole('button', { name: 'In den Warenkorb Hexagon head bolt M8 × 40' }),
    ).toBeInTheDocument();
    expect(card).toHaveTextContent('Neu');
  });
});

describe('ProductCard texts', () => {
  it.each(uiLocales)('storefront.md §1: %s has every text of en-GB', (locale) => {
    const texts = productCardMessages[locale] ?? {};
    expect(Object.keys(texts).sort()).toEqual(Object.keys(productCardMessages['en-GB']).sort());
    expect(Object.values(texts).every((text) => text.trim() !== '')).toBe(true);
  });
});
