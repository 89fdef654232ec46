import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { mobileViewport } from '../lib/storyViewports';
import { AddressPicker } from './AddressPicker';

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
    company: 'Huber Maschinenbau GmbH – Lager Wels',
    firstName: 'Thomas',
    lastName: 'Berger',
    street: 'Hafenweg 3',
    zipcode: '4600',
    city: 'Wels',
    countryName: 'Austria',
  },
];
const countries = [
  { iso: 'AT', name: 'Austria' },
  { iso: 'DE', name: 'Germany' },
  { iso: 'BE', name: 'Belgium' },
];

const meta = {
  title: 'Components/AddressPicker',
  component: AddressPicker,
  args: { label: 'Shipping address', addresses, countries, onChange: fn() },
  parameters: { storyRoot: { width: 560 } },
} satisfies Meta<typeof AddressPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Billing address: one of the company's addresses. */
export const Billing: Story = {
  args: { label: 'Billing address', defaultValue: { kind: 'saved', addressId: 'a1' } },
};

/** Shipping address with the one-time option. */
export const ShippingChoice: Story = {
  args: { allowOneTime: true, defaultValue: { kind: 'saved', addressId: 'a2' } },
};

/** A one-time address being entered; the empty required fields say so. */
export const OneTimeWithErrors: Story = {
  args: { allowOneTime: true, showErrors: true, defaultValue: { kind: 'saved', addressId: 'a1' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /Another address for this order only/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'Max');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ kind: 'oneTime', address: expect.objectContaining({ firstName: 'Max' }) }),
    );
    await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** No saved address yet. */
export const NoAddresses: Story = { args: { addresses: [], allowOneTime: true } };

/** German, 375 px, one-time address. */
export const GermanMobileOneTime: Story = {
  ...mobileViewport,
  args: {
    allowOneTime: true,
    label: 'Lieferadresse',
    defaultValue: {
      kind: 'oneTime',
      address: {
        company: '',
        firstName: 'Max',
        lastName: 'Gruber',
        street: 'Baustelle Nord 1',
        zipcode: '1210',
        city: 'Wien',
        countryIso: 'AT',
      },
    },
  },
  globals: { ...mobileViewport.globals, locale: 'de-DE' },
};
