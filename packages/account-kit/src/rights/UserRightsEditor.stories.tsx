import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent } from 'storybook/test';
import { allRights, buyerRights, storeApiError } from '../testing/fixtures';
import { withAccountApi } from '../testing/storyApi';
import {
  desktopTallViewport as desktopViewport,
  mobileTallViewport as mobileViewport,
} from '../testing/storyViewports';
import { UserRightsEditor } from './UserRightsEditor';

const userId = '0190a8a8-0000-7000-8000-000000000002';
const api = 'http://store.test/store-api';

const readRights = (roles = buyerRights) =>
  http.get(`${api}/ratchet/account/:id/role`, () => HttpResponse.json({ roles }));
const saveRights = http.put(`${api}/ratchet/account/:id/role`, async ({ request }) =>
  HttpResponse.json(await request.json()),
);

const meta = {
  title: 'Account/UserRightsEditor',
  component: UserRightsEditor,
  args: { userId, userName: 'Max Muster' },
  ...desktopViewport,
} satisfies Meta<typeof UserRightsEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A buyer's rights as loaded: ordering rights and the own account. */
export const Buyer: Story = {
  decorators: [withAccountApi(readRights(), saveRights)],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('checkbox', { name: 'Place orders' })).toBeChecked();
  },
};

/** Giving a right and saving. */
export const Saved: Story = {
  decorators: [withAccountApi(readRights(), saveRights)],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Address book' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save rights' }));
    await expect(await canvas.findByText('The rights have been saved.')).toBeVisible();
  },
};

/** One's own rights: managing users stays on. */
export const OwnRights: Story = {
  args: { isSelf: true, userName: 'Lena Huber' },
  decorators: [withAccountApi(readRights(allRights), saveRights)],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('checkbox', { name: 'Manage users' })).toBeDisabled();
  },
};

/** The server refuses (the last active lead buyer). */
export const Refused: Story = {
  decorators: [
    withAccountApi(
      readRights(),
      http.put(`${api}/ratchet/account/:id/role`, () => storeApiError(400, 'RATCHET__LAST_ACTIVE_LEAD_BUYER')),
    ),
  ],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Invoices' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save rights' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('at least one active lead buyer');
  },
};

/** French at 375 px. */
export const FrenchMobile: Story = {
  decorators: [withAccountApi(readRights(), saveRights)],
  ...mobileViewport,
  globals: { ...mobileViewport.globals, locale: 'fr-FR' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('checkbox', { name: 'Passer des commandes' })).toBeChecked();
  },
};
