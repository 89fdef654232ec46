import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { costCenterHandlers } from '../testing/costCenterFixtures';
import { withAccountApi } from '../testing/storyApi';
import { desktopTallViewport, desktopViewport, mobileTallViewport, mobileViewport } from '../testing/storyViewports';
import { CartExternalContactPicker } from './CartExternalContactPicker';
import { ExternalContactList } from './ExternalContactList';

/** The cost centre screen, or the checkout's section with the cart's contact (issue 13). */
function CostCenterHost({ view, canManage }: { view: 'list' | 'checkout'; canManage: boolean }) {
  if (view === 'checkout') return <CartExternalContactPicker canManage={canManage} />;
  return <ExternalContactList canManage={canManage} />;
}

const meta = {
  title: 'Account/CostCenter',
  component: CostCenterHost,
  args: { view: 'list', canManage: true },
  ...desktopTallViewport,
} satisfies Meta<typeof CostCenterHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The company's contacts, none linked yet, with assign buttons (ROLE_MANAGE_COST_CENTER). */
export const List: Story = {
  decorators: [withAccountApi(...costCenterHandlers())],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('row', { name: /Sabine Gruber/ })).toBeVisible();
  },
};

/** Assigning a contact: the outcome is announced and the row shows it linked. */
export const Assigned: Story = {
  decorators: [withAccountApi(...costCenterHandlers())],
  play: async ({ canvas }) => {
    const row = await canvas.findByRole('row', { name: /Markus Leitner/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Assign Markus Leitner to the cart' }));
    await expect(await canvas.findByText('Markus Leitner is now linked to your cart.')).toBeVisible();
    await expect(await within(row).findByText('Linked to the cart')).toBeVisible();
    // The screenshot without the clicked button's focus ring (its timing differs from run to run).
    (row.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** Read-only without ROLE_MANAGE_COST_CENTER, in German, one contact linked. */
export const ReadOnlyGerman: Story = {
  args: { canManage: false },
  globals: { ...desktopTallViewport.globals, locale: 'de-DE' },
  decorators: [withAccountApi(...costCenterHandlers({ linked: 'contact-2' }))],
  play: async ({ canvas }) => {
    const row = await canvas.findByRole('row', { name: /Markus Leitner/ });
    await expect(within(row).getByText('Mit dem Warenkorb verknüpft')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /zuordnen/ })).toBeNull();
  },
};

/** A search that matches nobody. */
export const NoMatch: Story = {
  decorators: [withAccountApi(...costCenterHandlers())],
  play: async ({ canvas }) => {
    await canvas.findByRole('row', { name: /Sabine Gruber/ });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by number, name or e-mail' }), 'zzz');
    await expect(await canvas.findByText('No external contact matches “zzz”.', {}, { timeout: 3000 })).toBeVisible();
  },
};

/** A company without contacts. */
export const Empty: Story = {
  decorators: [withAccountApi(...costCenterHandlers({ contacts: [] }))],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No external contacts')).toBeVisible();
  },
};

/** The list on a phone, one contact linked. */
export const Mobile: Story = {
  ...mobileTallViewport,
  decorators: [withAccountApi(...costCenterHandlers({ linked: 'contact-1' }))],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Dismiss Sabine Gruber from the cart' })).toBeVisible();
  },
};

/** The checkout's section: the cart's contact, a search to choose another, remove. */
export const Checkout: Story = {
  args: { view: 'checkout' },
  ...desktopViewport,
  decorators: [withAccountApi(...costCenterHandlers({ linked: 'contact-1' }))],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('KST-4100 · Sabine Gruber')).toBeVisible();
  },
};

/** The checkout's section without a contact yet. */
export const CheckoutNone: Story = {
  args: { view: 'checkout' },
  ...desktopViewport,
  decorators: [withAccountApi(...costCenterHandlers())],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No external contact is linked to this order.')).toBeVisible();
  },
};

/** The checkout's section read-only (no ROLE_MANAGE_COST_CENTER), French, on a phone. */
export const CheckoutReadOnlyFrenchMobile: Story = {
  args: { view: 'checkout', canManage: false },
  ...mobileViewport,
  globals: { ...mobileViewport.globals, locale: 'fr-FR' },
  decorators: [withAccountApi(...costCenterHandlers({ linked: 'contact-3' }))],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('KST-4300 · Andrea Wimmer')).toBeVisible();
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};
