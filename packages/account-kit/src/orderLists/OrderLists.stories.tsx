import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { longOrderList, orderListDetail, orderListHandlers } from '../testing/orderListFixtures';
import { withAccountApi } from '../testing/storyApi';
import { desktopTallViewport, desktopViewport, mobileTallViewport, mobileViewport } from '../testing/storyViewports';

/** A dialog's story: its screenshot is the viewport (the dialog lives in a portal outside the story root). */
const dialogViewport = {
  ...desktopViewport,
  parameters: { ...desktopViewport.parameters, screenshot: { target: 'viewport' } },
};
import { AddToOrderListDialog } from './AddToOrderListDialog';
import { OrderListDetailView } from './OrderListDetailView';
import { OrderListsView } from './OrderListsView';

/** The lists screen, one list's detail, or the 'add to order list' dialog. */
function OrderListsHost({ screen, listId = 'list-long' }: { screen: 'lists' | 'detail' | 'picker'; listId?: string }) {
  if (screen === 'detail') return <OrderListDetailView listId={listId} />;
  if (screen === 'picker') {
    return (
      <AddToOrderListDialog
        open
        onOpenChange={() => undefined}
        product={{ id: 'product-77', name: 'Winkelschleifer 125 mm' }}
        quantity={2}
      />
    );
  }
  return <OrderListsView />;
}

const meta = {
  title: 'Account/Order lists',
  component: OrderListsHost,
  args: { screen: 'lists' },
  decorators: [withAccountApi(...orderListHandlers())],
  ...desktopTallViewport,
} satisfies Meta<typeof OrderListsHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lists: name, who sees it, creator, created date, item count, amount; delete per row. */
export const Lists: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('row', { name: /Werkstatt Grundausstattung/ })).toBeVisible();
  },
};

/** No list yet. */
export const ListsEmpty: Story = {
  decorators: [withAccountApi(...orderListHandlers([]))],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No order lists yet')).toBeVisible();
  },
};

/** Creating a list: name and privacy (company or only me); an empty name is named. */
export const CreateDialog: Story = {
  ...dialogViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('row', { name: /Werkstatt/ });
    await userEvent.click(canvas.getByRole('button', { name: 'New order list' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'New order list' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create list' }));
    await expect(within(dialog).getByText('Enter a name.')).toBeVisible();
  },
};

/** Deleting asks first. */
export const DeleteConfirmation: Story = {
  ...dialogViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Schrauben und Dübel' }));
    await expect(
      await within(document.body).findByRole('alertdialog', { name: 'Delete the order list “Schrauben und Dübel”?' }),
    ).toBeVisible();
  },
};

/** German at 375 px. */
export const ListsGermanMobile: Story = {
  ...mobileTallViewport,
  globals: { ...mobileTallViewport.globals, locale: 'de-DE' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('row', { name: /Werkstatt Grundausstattung/ })).toBeVisible();
  },
};

/** A 60-item list: the first of three pages, 'add all' for all 60. */
export const Detail: Story = {
  args: { screen: 'detail' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Add all to cart (60)' })).toBeVisible();
  },
};

/** After 'add all': 59 items in the cart in one multi-add, the one not available named. */
export const DetailAddedToCart: Story = {
  args: { screen: 'detail' },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Add all to cart (60)' });
    await userEvent.click(button);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Auslaufventil alt (42)');
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    // Busy, never disabled, while the items went into the cart: the pressed button kept the focus.
    await expect(button).toHaveFocus();
    // The screenshot shows the result.
    button.blur();
  },
};

/** Lines selected: the bar offers 'add selected to cart' and 'remove selected'. */
export const DetailSelection: Story = {
  args: { screen: 'detail' },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: /Items of/ });
    await userEvent.click(within(table).getByRole('checkbox', { name: /\(2\)/ }));
    await userEvent.click(within(table).getByRole('checkbox', { name: /\(4\)/ }));
    await expect(canvas.getByRole('button', { name: 'Add selected to cart' })).toBeVisible();
  },
};

/** A user without ROLE_VIEW_PRICES: no prices, no amount; stock and delivery time stay. */
export const DetailWithoutPrices: Story = {
  args: { screen: 'detail', listId: 'list-2' },
  decorators: [
    withAccountApi(
      ...orderListHandlers([
        orderListDetail(
          { id: 'list-2', name: 'Schrauben und Dübel', privacy: 'user', amount: null },
          orderListDetail().items.map((item) => ({ ...item, unitPrice: null, totalPrice: null, ecotax: null })),
        ),
      ]),
    ),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: /Items of/ })).toBeVisible();
  },
};

/** An empty list. */
export const DetailEmpty: Story = {
  args: { screen: 'detail', listId: 'list-empty' },
  decorators: [withAccountApi(...orderListHandlers([orderListDetail({ id: 'list-empty', name: 'Leer' }, [])]))],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This list is empty')).toBeVisible();
  },
};

/** The long list in French at 375 px. */
export const DetailFrenchMobile: Story = {
  args: { screen: 'detail' },
  decorators: [withAccountApi(...orderListHandlers([longOrderList()]))],
  ...mobileTallViewport,
  globals: { ...mobileTallViewport.globals, locale: 'fr-FR' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Tout ajouter au panier (60)' })).toBeVisible();
  },
};

/** 'Add to order list': the lists to choose from (the most recently changed first). */
export const Picker: Story = {
  ...dialogViewport,
  args: { screen: 'picker' },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Add to order list' });
    // The lists are there (the choice shows a loading option first).
    await expect(await within(dialog).findByRole('option', { name: 'Werkstatt Grundausstattung' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('combobox', { name: 'Order list' })).toHaveFocus();
  },
};

/** 'Add to order list' onto a new list, shared with the company. */
export const PickerNewList: Story = {
  ...dialogViewport,
  args: { screen: 'picker' },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Add to order list' });
    await userEvent.selectOptions(await within(dialog).findByRole('combobox', { name: 'Order list' }), 'New list');
    await expect(within(dialog).getByRole('textbox', { name: /Name of the new list/ })).toBeVisible();
  },
};

/** After adding: the confirmation with a link to the list. */
export const PickerAdded: Story = {
  ...dialogViewport,
  args: { screen: 'picker' },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Add to order list' });
    await within(dialog).findByRole('combobox', { name: 'Order list' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await expect(await within(dialog).findByRole('link', { name: 'Open the list' })).toBeVisible();
  },
};

/** 'Add to order list' at 375 px in Dutch. */
export const PickerDutchMobile: Story = {
  args: { screen: 'picker' },
  ...mobileViewport,
  parameters: { ...mobileViewport.parameters, screenshot: { target: 'viewport' } },
  globals: { ...mobileViewport.globals, locale: 'nl-NL' },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Op bestellijst zetten' });
    await expect(await within(dialog).findByRole('option', { name: 'Werkstatt Grundausstattung' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('combobox', { name: 'Bestellijst' })).toBeVisible();
  },
};
