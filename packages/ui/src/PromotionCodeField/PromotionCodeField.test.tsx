import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiLocaleProvider } from '../i18n/UiLocaleProvider';
import { PromotionCodeField } from './PromotionCodeField';

const field = () => screen.getByRole('textbox', { name: 'Promotion code' });
const redeem = () => screen.getByRole('button', { name: 'Redeem' });

describe('PromotionCodeField', () => {
  it('redeems the trimmed code and clears the field once it is accepted (issue 10 promotion code)', async () => {
    const onRedeem = vi.fn(() => Promise.resolve());
    render(<PromotionCodeField onRedeem={onRedeem} />);
    expect(redeem()).toBeDisabled();
    await userEvent.type(field(), '  ratchet10 {Enter}');
    expect(onRedeem).toHaveBeenCalledExactlyOnceWith('ratchet10');
    expect(field()).toHaveValue('');
  });

  it('keeps a refused code and links the refusal to the field', async () => {
    const onRedeem = vi.fn(() => Promise.reject(new Error('not found')));
    const { rerender } = render(<PromotionCodeField onRedeem={onRedeem} />);
    await userEvent.type(field(), 'NOPE');
    await userEvent.click(redeem());
    expect(field()).toHaveValue('NOPE');
    rerender(<PromotionCodeField onRedeem={onRedeem} error="This promotion code does not exist." />);
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription('This promotion code does not exist.');
  });

  it('lists applied promotions and removes one by its line id; pending disables the buttons', async () => {
    const onRemove = vi.fn();
    const applied = [{ id: 'line-1', code: 'RATCHET10', label: '10 % off', discount: '−10 %' }];
    const { rerender } = render(<PromotionCodeField onRedeem={vi.fn()} applied={applied} onRemove={onRemove} />);
    expect(screen.getByRole('list', { name: 'Applied promotions' })).toHaveTextContent('RATCHET10 · 10 % off · −10 %');
    await userEvent.click(screen.getByRole('button', { name: 'Remove promotion RATCHET10' }));
    expect(onRemove).toHaveBeenCalledWith('line-1');
    rerender(<PromotionCodeField onRedeem={vi.fn()} applied={applied} onRemove={onRemove} pending />);
    expect(screen.getByRole('button', { name: 'Remove promotion RATCHET10' })).toBeDisabled();
  });

  it('speaks the shop language', () => {
    render(
      <UiLocaleProvider locale="nl-NL">
        <PromotionCodeField onRedeem={vi.fn()} />
      </UiLocaleProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Actiecode' })).toBeInTheDocument();
  });
});
