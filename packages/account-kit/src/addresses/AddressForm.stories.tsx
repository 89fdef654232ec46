import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { addressBookHandlers, companyAddresses, companyId } from '../testing/addressFixtures';
import { withAccountApi } from '../testing/storyApi';
import { desktopViewport, mobileViewport } from '../testing/storyViewports';
import { AddressForm } from './AddressForm';

const meta = {
  title: 'Account/AddressForm',
  component: AddressForm,
  args: { companyId, onSaved: fn(), onCancel: fn() },
  decorators: [withAccountApi(...addressBookHandlers())],
  ...desktopViewport,
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new address, empty. */
export const Create: Story = {};

/** Editing an address with box and additional information. */
export const Edit: Story = { args: { address: companyAddresses[1] } };

/** Sent empty: the required fields say so, in Dutch. */
export const RequiredDutch: Story = {
  globals: { ...desktopViewport.globals, locale: 'nl-NL' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Opslaan' }));
    await expect(await canvas.findAllByText('Dit is een verplicht veld.')).not.toHaveLength(0);
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** At 375 px. */
export const Mobile: Story = { ...mobileViewport, args: { address: companyAddresses[0] } };
