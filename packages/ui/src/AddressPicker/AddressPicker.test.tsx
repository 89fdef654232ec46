import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UiLocaleProvider } from '../i18n/UiLocaleProvider';
import { AddressPicker, missingAddressFields, type AddressChoice } from './AddressPicker';

const addresses = [
  {
    id: 'a1',
    company: 'Huber Maschinenbau GmbH',
    firstName: 'Anna',
    lastName: 'Huber',
    street: 'Industriestraße 12',
    zipcode: '4020',
    city: 'Linz',
    countryName: 'Austria',
  },
  {
    id: 'a2',
    company: null,
    firstName: 'Lager',
    lastName: 'Wels',
    street: 'Hafenweg 3',
    zipcode: '4600',
    city: 'Wels',
    countryName: 'Austria',
  },
];
const countries = [
  { iso: 'AT', name: 'Austria' },
  { iso: 'DE', name: 'Germany' },
];

function Controlled({ onChange }: { onChange: (choice: AddressChoice | null) => void }) {
  const [choice, setChoice] = useState<AddressChoice | null>({ kind: 'saved', addressId: 'a1' });
  return (
    <AddressPicker
      label="Shipping address"
      addresses={addresses}
      countries={countries}
      allowOneTime
      showErrors
      value={choice}
      onChange={(next) => {
        setChoice(next);
        onChange(next);
      }}
    />
  );
}

describe('AddressPicker', () => {
  it('chooses a company address (issue 10 checkout)', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    expect(screen.getByRole('radio', { name: /Huber Maschinenbau GmbH/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /Hafenweg 3/ }));
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'saved', addressId: 'a2' });
  });

  it('enters a one-time address, shows the empty required fields and keeps the entries when switching back', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: /Another address for this order only/ }));
    expect(screen.getByRole('textbox', { name: 'Street and number' })).toHaveAccessibleDescription(
      'Please fill in this field.',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Max');
    await userEvent.type(screen.getByRole('textbox', { name: 'Street and number' }), 'Baustelle 1');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'DE');
    expect(onChange).toHaveBeenLastCalledWith({
      kind: 'oneTime',
      address: {
        company: '',
        firstName: 'Max',
        lastName: '',
        street: 'Baustelle 1',
        zipcode: '',
        city: '',
        countryIso: 'DE',
      },
    });
    await userEvent.click(screen.getByRole('radio', { name: /Hafenweg 3/ }));
    expect(screen.queryByRole('textbox', { name: 'First name' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Another address/ }));
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Max');
  });

  it('names the missing fields of a one-time address', () => {
    expect(
      missingAddressFields({
        company: '',
        firstName: ' ',
        lastName: 'B',
        street: 'S',
        zipcode: '1',
        city: 'C',
        countryIso: 'AT',
      }),
    ).toEqual(['firstName']);
  });

  it('without a one-time option and without addresses it says so; speaks the shop language', () => {
    render(
      <UiLocaleProvider locale="de-DE">
        <AddressPicker label="Rechnungsadresse" addresses={[]} />
      </UiLocaleProvider>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Rechnungsadresse' })).toHaveAccessibleDescription(
      'Ihre Firma hat noch keine gespeicherte Adresse.',
    );
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});
