import { emptyCompanyUserListState, type CompanyUserListState } from '@ratchet/store-api-contract/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { leadBuyer } from '../testing/fixtures';
import { withAccountApi } from '../testing/storyApi';
import { desktopTallViewport, mobileTallViewport } from '../testing/storyViewports';
import { companyUserHandlers } from '../testing/userFixtures';
import { CompanyUserList } from './CompanyUserList';

/** The list with its state in the story (the storefront keeps it in the URL). */
function UserListHost({
  initial,
  onUrl,
}: {
  initial: CompanyUserListState;
  onUrl: (state: CompanyUserListState) => void;
}) {
  const [state, setState] = useState(initial);
  return (
    <CompanyUserList
      state={state}
      currentUserId={leadBuyer.id}
      onStateChange={(next) => {
        onUrl(next);
        setState(next);
      }}
    />
  );
}

const meta = {
  title: 'Account/CompanyUserList',
  component: UserListHost,
  args: { initial: emptyCompanyUserListState, onUrl: fn() },
  ...desktopTallViewport,
} satisfies Meta<typeof UserListHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page of 45 users. */
export const FirstPage: Story = {
  decorators: [withAccountApi(...companyUserHandlers())],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('45 users')).toBeVisible();
  },
};

/** Filtered to lead buyers with a budget between 1,000 and 8,000 €, sorted by username descending. */
export const Filtered: Story = {
  args: {
    initial: {
      ...emptyCompanyUserListState,
      leadBuyer: false,
      budgetMin: 1000,
      budgetMax: 8000,
      field: 'username',
      order: 'desc',
    },
  },
  decorators: [withAccountApi(...companyUserHandlers())],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Reset filters' })).toBeVisible();
  },
};

/** Nothing matches. */
export const NoResults: Story = {
  args: { initial: { ...emptyCompanyUserListState, search: 'zzz' } },
  decorators: [withAccountApi(...companyUserHandlers())],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No users found')).toBeVisible();
  },
};

/** Two users selected, the deletion asked for. */
export const ConfirmDelete: Story = {
  args: { initial: { ...emptyCompanyUserListState, search: 'greta' } },
  decorators: [withAccountApi(...companyUserHandlers())],
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvas, canvasElement }) => {
    const table = await canvas.findByRole('table');
    await within(table).findAllByRole('link', { name: /^Greta / });
    const boxes = within(table).getAllByRole('checkbox');
    await userEvent.click(boxes[1] as HTMLElement);
    await userEvent.click(boxes[2] as HTMLElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete selected' }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('alertdialog')).toBeVisible();
  },
};

/** Dutch at 375 px. */
export const DutchMobile: Story = {
  ...mobileTallViewport,
  globals: { ...mobileTallViewport.globals, locale: 'nl-NL' },
  decorators: [withAccountApi(...companyUserHandlers())],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('45 gebruikers')).toBeVisible();
  },
};
