import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { mobileViewport } from '../lib/storyViewports';
import { ShippingOptionPicker } from './ShippingOptionPicker';

const pickupLocations = [
  { code: 'IMH_ANT', name: 'Antwerpen' },
  { code: 'IMH_HAS', name: 'Hasselt' },
  { code: 'IMI_IZE', name: 'Izegem' },
  { code: 'IML_LIE', name: 'Liège' },
  { code: 'IML_WAL', name: 'Waremme' },
  { code: 'IMM_MEL', name: 'Melle' },
  { code: 'VDB_IND', name: 'Industriezone' },
];
const deliveryMethods = [
  { id: 'standard', name: 'Standard', description: '€9,90 excl. VAT · free from €250,00 · 1–3 working days' },
  { id: 'express', name: 'Express', description: '€24,90 excl. VAT · next working day' },
];

const meta = {
  title: 'Components/ShippingOptionPicker',
  component: ShippingOptionPicker,
  args: { pickupLocations, deliveryMethods, onChange: fn() },
  parameters: { storyRoot: { width: 560 } },
} satisfies Meta<typeof ShippingOptionPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Delivery with standard shipping. */
export const Delivery: Story = {
  args: { defaultValue: { option: 'delivery', pickupLocation: null, deliveryMethod: 'standard' } },
};

/** Express is not possible while a line is not in stock. */
export const ExpressUnavailable: Story = {
  args: {
    deliveryMethods: [deliveryMethods[0]!, { ...deliveryMethods[1]!, disabled: true }],
    defaultValue: { option: 'delivery', pickupLocation: null, deliveryMethod: 'standard' },
  },
};

/** Pickup at a branch, chosen by the buyer. */
export const Pickup: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Pickup' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Hasselt' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      option: 'pickup',
      pickupLocation: 'IMH_HAS',
      deliveryMethod: null,
    });
  },
};

/** Pickup without a branch after a submit attempt. */
export const PickupWithoutBranch: Story = {
  args: {
    defaultValue: { option: 'pickup', pickupLocation: null, deliveryMethod: null },
    locationError: 'Please choose the branch to pick up at.',
  },
};

/** The shipping-method select is switched off (feature flag): only delivery or pickup. */
export const WithoutMethods: Story = { args: { deliveryMethods: [] } };

/** German, 375 px. */
export const GermanMobile: Story = {
  ...mobileViewport,
  args: { defaultValue: { option: 'pickup', pickupLocation: 'IML_LIE', deliveryMethod: null } },
  globals: { ...mobileViewport.globals, locale: 'de-DE' },
};
