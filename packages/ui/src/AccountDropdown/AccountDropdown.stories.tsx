import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { alignEndDecorator } from '../lib/storyDecorators';
import { AccountDropdown } from './AccountDropdown';

const meta = {
  title: 'Shell/AccountDropdown',
  component: AccountDropdown,
  parameters: { storyRoot: { width: 340, minHeight: 360 } },
  decorators: [alignEndDecorator],
  args: {
    customer: { firstName: 'Anna', lastName: 'Gruber', company: { number: '10042', name: 'Gruber Metall GmbH' } },
    onLogout: fn(),
    renderLink: ({ href, onClick, ...rest }) => (
      <a
        href={href}
        {...rest}
        onClick={(event) => {
          event.preventDefault();
          onClick?.(event);
        }}
      />
    ),
  },
} satisfies Meta<typeof AccountDropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed toggle button. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'My account' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Without rights: dashboard and logout only (storefront.md §2 Account dropdown). */
export const NoRights: Story = {
  args: { can: () => false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'My account' }));
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

/** Lead buyer with every right and order history on. */
export const AllRights: Story = {
  args: { can: () => true, orderHistoryEnabled: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'My account' }));
    await expect(canvas.getByText('Hello Anna Gruber')).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
  },
};

/** Logout closes the dropdown and calls onLogout. */
export const Logout: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'My account' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalled();
  },
};
