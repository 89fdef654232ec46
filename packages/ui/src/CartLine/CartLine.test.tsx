import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UiLocaleProvider } from '../i18n/UiLocaleProvider';
import { CartLine, cartQuantityCommitDelay, type CartLineProps } from './CartLine';

const line = (props: Partial<CartLineProps> = {}) => (
  <ul>
    <CartLine
      name="Hexagon bolt M8"
      productNumber="RT-100"
      quantity={10}
      quantityRule={{ minPurchase: 5, purchaseStep: 5, maxPurchase: 500 }}
      onQuantityChange={vi.fn()}
      onRemove={vi.fn()}
      {...props}
    />
  </ul>
);
const counter = () => screen.getByRole('spinbutton', { name: 'Quantity of Hexagon bolt M8' });

afterEach(() => {
  vi.useRealTimers();
});

describe('CartLine', () => {
  it('sends a typed quantity once typing pauses, not per keystroke, and keeps every keystroke (issue 10 cart)', () => {
    vi.useFakeTimers();
    const onQuantityChange = vi.fn(() => new Promise(() => undefined));
    render(line({ onQuantityChange }));
    fireEvent.input(counter(), { target: { value: '1' } });
    fireEvent.input(counter(), { target: { value: '15' } });
    act(() => vi.advanceTimersByTime(cartQuantityCommitDelay - 1));
    fireEvent.input(counter(), { target: { value: '150' } });
    act(() => vi.advanceTimersByTime(cartQuantityCommitDelay - 1));
    expect(onQuantityChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onQuantityChange).toHaveBeenCalledExactlyOnceWith(150);
    // Typing goes on while the change runs; the cart's (old) quantity does not overwrite it.
    fireEvent.input(counter(), { target: { value: '1505' } });
    expect(counter()).toHaveValue('1505');
  });

  it('holding plus sends one change for all steps (storefront.md §9 counter repeat, issue 10)', () => {
    vi.useFakeTimers();
    const onQuantityChange = vi.fn();
    render(line({ onQuantityChange }));
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    fireEvent.pointerDown(plus, { button: 0 });
    act(() => vi.advanceTimersByTime(300 + 50 * 3));
    fireEvent.pointerUp(plus);
    expect(onQuantityChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(cartQuantityCommitDelay));
    expect(onQuantityChange).toHaveBeenCalledExactlyOnceWith(30);
  });

  it('a typed value below the minimum removes the line and sends no quantity (storefront.md §5)', async () => {
    vi.useFakeTimers();
    const onRemove = vi.fn();
    const onQuantityChange = vi.fn();
    render(line({ onRemove, onQuantityChange }));
    fireEvent.input(counter(), { target: { value: '' } });
    fireEvent.input(counter(), { target: { value: '3' } });
    fireEvent.blur(counter());
    expect(onRemove).toHaveBeenCalledOnce();
    // The typing pause passes: no quantity (not even the minimum it could snap to) is sent for the removed line.
    await act(() => vi.advanceTimersByTimeAsync(cartQuantityCommitDelay));
    expect(onQuantityChange).not.toHaveBeenCalled();
  });

  it('an off-step value shows the invalid-quantity text with the rule (storefront.md §5)', async () => {
    render(line());
    await userEvent.clear(counter());
    await userEvent.type(counter(), '12');
    expect(counter()).toHaveAccessibleDescription('Invalid quantity. Minimum 5, maximum 500, in steps of 5');
  });

  it('shows the cart quantity again when the change is refused', async () => {
    vi.useFakeTimers();
    const onQuantityChange = vi.fn(() => Promise.reject(new Error('out of stock')));
    render(line({ onQuantityChange }));
    fireEvent.input(counter(), { target: { value: '20' } });
    fireEvent.blur(counter());
    await act(async () => {
      vi.advanceTimersByTime(cartQuantityCommitDelay);
      await Promise.resolve();
    });
    expect(onQuantityChange).toHaveBeenCalledWith(20);
    expect(counter()).toHaveValue('10');
  });

  it('saves a changed remark on leaving the field, trimmed; an emptied remark is null (storefront.md §3 cart line)', async () => {
    const onRemarkChange = vi.fn(() => Promise.resolve());
    const { rerender } = render(line({ remark: null, onRemarkChange }));
    const remark = screen.getByRole('textbox', { name: 'Remark on Hexagon bolt M8' });
    await userEvent.type(remark, '  Cost centre 4711 ');
    expect(onRemarkChange).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(onRemarkChange).toHaveBeenCalledExactlyOnceWith('Cost centre 4711');
    expect(await screen.findByText('Remark saved')).toBeInTheDocument();
    rerender(line({ remark: 'Cost centre 4711', onRemarkChange }));
    await userEvent.click(remark);
    await userEvent.tab();
    expect(onRemarkChange).toHaveBeenCalledTimes(1);
    await userEvent.clear(remark);
    await userEvent.keyboard('{Enter}');
    expect(onRemarkChange).toHaveBeenLastCalledWith(null);
  });

  it('shows numbers, delivery date, unit price, net total and VAT rate; no prices when withheld (storefront.md §3, §6)', () => {
    const { rerender } = render(
      line({
        customerProductNumber: 'K-77',
        deliveryDate: { earliest: '2026-12-02', latest: '2026-12-04' },
        unitPrice: 1.5,
        totalPrice: 15,
        vatRate: 20,
        ecoNotice: 'Contains a battery: return it for free.',
      }),
    );
    expect(screen.getByText('Art. no. RT-100')).toBeInTheDocument();
    expect(screen.getByText('· Your art. no. K-77', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Expected delivery 2 – 4 Dec 2026')).toBeInTheDocument();
    expect(screen.getByText('VAT 20%')).toBeInTheDocument();
    expect(screen.getByText('Unit price').nextElementSibling).toHaveTextContent('€1,50excl. VAT');
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('€15,00excl. VAT');
    expect(screen.getByText('Contains a battery: return it for free.')).toBeInTheDocument();
    rerender(line({ unitPrice: null, totalPrice: null }));
    expect(screen.queryByText('Total')).not.toBeInTheDocument();
    expect(screen.queryByText(/€/)).not.toBeInTheDocument();
  });

  it('a German cart line writes its day, VAT rate and quantity without making an Intl formatter (issue 10 cart hydration)', () => {
    const dateFormats = vi.spyOn(Intl, 'DateTimeFormat');
    const numberFormats = vi.spyOn(Intl, 'NumberFormat');
    render(
      <UiLocaleProvider locale="de-DE">
        {line({
          deliveryDate: { earliest: '2026-11-30', latest: '2026-11-30' },
          unitPrice: 1.5,
          totalPrice: 15,
          vatRate: 5.5,
          quantity: 2.5,
          quantityRule: { minPurchase: 0.5, purchaseStep: 0.25, maxPurchase: 500 },
        })}
      </UiLocaleProvider>,
    );
    expect(screen.getByText('Voraussichtliche Lieferung 30.11.2026')).toBeInTheDocument();
    expect(screen.getByText(/^MwSt\. 5,5\s%$/)).toBeInTheDocument();
    expect(screen.getByRole('spinbutton')).toHaveValue('2,5');
    expect(dateFormats).not.toHaveBeenCalled();
    expect(numberFormats).not.toHaveBeenCalled();
  });

  it('busy: remove and the steppers wait, the input stays editable (one change state for the cart)', () => {
    render(line({ busy: true, className: 'extra' }));
    expect(screen.getByRole('button', { name: 'Remove Hexagon bolt M8' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(counter()).toBeEnabled();
    expect(counter().closest('[data-slot="cart-line"]')).toHaveClass('extra');
  });

  it('removes with its button and links the name to the product', async () => {
    const onRemove = vi.fn();
    render(line({ onRemove, href: '/p/rt-100' }));
    expect(screen.getByRole('link', { name: 'Hexagon bolt M8' })).toHaveAttribute('href', '/p/rt-100');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Hexagon bolt M8' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });

  it('speaks the shop language', () => {
    render(<UiLocaleProvider locale="de-DE">{line()}</UiLocaleProvider>);
    expect(screen.getByRole('spinbutton', { name: 'Menge von Hexagon bolt M8' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hexagon bolt M8 entfernen' })).toBeInTheDocument();
  });
});
