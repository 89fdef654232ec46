import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { addressBookHandlers, companyAddresses, companyId } from '../testing/addressFixtures';
import { withAccountApi } from '../testing/storyApi';
import { desktopViewport, mobileViewport } from '../testing/storyViewports';
import { AddressBook } from './AddressBook';

const meta = {
  title: 'Account/AddressBook',
  component: AddressBook,
  args: { companyId },
  ...desktopViewport,
} satisfies Meta<typeof AddressBook>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three addresses, the first the default. */
export const List: Story = {
  decorators: [withAccountApi(...addressBookHandlers())],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('listitem', { name: 'Werk 2' })).toBeVisible();
  },
};

/** No address yet. */
export const Empty: Story = {
  decorators: [withAccountApi(...addressBookHandlers([]))],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No addresses yet')).toBeVisible();
  },
};

/** Deleting the default asks which address takes its place. */
export const DeleteDefault: Story = {
  decorators: [withAccountApi(...addressBookHandlers())],
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete: Huber Maschinenbau – Zentrale' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Werk 2' }));
    await expect(within(dialog).getByRole('radio', { name: 'Werk 2' })).toBeChecked();
  },
};

/** German at 375 px. */
export const GermanMobile: Story = {
  ...mobileViewport,
  globals: { ...mobileViewport.globals, locale: 'de-DE' },
  decorators: [withAccountApi(...addressBookHandlers(companyAddresses.slice(0, 2)))],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Standardadresse')).toBeVisible();
  },
};
