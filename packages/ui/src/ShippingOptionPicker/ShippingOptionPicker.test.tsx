import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiLocaleProvider } from '../i18n/UiLocaleProvider';
import { ShippingOptionPicker } from './ShippingOptionPicker';

const locations = [
  { code: 'IMH_ANT', name: 'Antwerpen' },
  { code: 'IML_LIE', name: 'Liège' },
];
const methods = [
  { id: 'standard', name: 'Standard', description: '€9,90 · 1–3 days' },
  { id: 'express', name: 'Express', disabled: true },
];

describe('ShippingOptionPicker', () => {
  it('delivery offers the shipping methods; pickup offers the branches (account-area.md §3 shipping option)', async () => {
    const onChange = vi.fn();
    render(<ShippingOptionPicker pickupLocations={locations} deliveryMethods={methods} onChange={onChange} />);
    expect(screen.getByRole('radio', { name: 'Delivery' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Express' })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Standard' }));
    expect(onChange).toHaveBeenLastCalledWith({ option: 'delivery', pickupLocation: null, deliveryMethod: 'standard' });
    await userEvent.click(screen.getByRole('radio', { name: 'Pickup' }));
    expect(screen.queryByRole('radio', { name: 'Standard' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Liège' }));
    expect(onChange).toHaveBeenLastCalledWith({
      option: 'pickup',
      pickupLocation: 'IML_LIE',
      deliveryMethod: 'standard',
    });
    expect(screen.getByRole('radiogroup', { name: 'Pickup branch' })).toBeInTheDocument();
  });

  it('without methods (feature flag off) only delivery or pickup is asked; a branch error is linked', () => {
    render(
      <ShippingOptionPicker
        pickupLocations={locations}
        value={{ option: 'pickup', pickupLocation: null, deliveryMethod: null }}
        locationError="Choose a branch."
      />,
    );
    expect(screen.getAllByRole('radiogroup')).toHaveLength(2);
    expect(screen.getByRole('radiogroup', { name: 'Pickup branch' })).toHaveAccessibleDescription('Choose a branch.');
  });

  it('speaks the shop language', () => {
    render(
      <UiLocaleProvider locale="fr-FR">
        <ShippingOptionPicker pickupLocations={locations} />
      </UiLocaleProvider>,
    );
    expect(screen.getByRole('radio', { name: 'Retrait' })).toBeInTheDocument();
  });
});
