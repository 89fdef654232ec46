import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { approvalHandlers } from '../testing/approvalFixtures';
import { withAccountApi } from '../testing/storyApi';
import { desktopTallViewport, mobileTallViewport } from '../testing/storyViewports';
import { ApprovalDetailView } from './ApprovalDetailView';
import { ApprovalList, emptyApprovalListState } from './ApprovalList';
import { OwnRequestList } from './OwnRequestList';

/** The approvals screen: the list, a request's detail and the requester's own requests (issue 12). */
function ApprovalsScreen({ view }: { view: 'list' | 'all' | 'detail' | 'declined' | 'own' }) {
  if (view === 'detail') return <ApprovalDetailView approvalId="10071" />;
  if (view === 'declined') return <ApprovalDetailView approvalId="10060" />;
  if (view === 'own') return <OwnRequestList />;
  return <ApprovalList initialState={view === 'all' ? { ...emptyApprovalListState, status: 'all' } : undefined} />;
}

const meta = {
  title: 'Account/Approvals',
  component: ApprovalsScreen,
  args: { view: 'list' },
  decorators: [withAccountApi(...approvalHandlers())],
  ...desktopTallViewport,
} satisfies Meta<typeof ApprovalsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pending requests (one no longer fits the budget: its remaining budget is negative). */
export const Pending: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('2 requests')).toBeVisible();
  },
};

/** Every status: approved, declined with the comment, a pending one that stays pending with its reason. */
export const AllStatuses: Story = {
  args: { view: 'all' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('4 requests')).toBeVisible();
  },
};

/** Two selected requests, the approve confirmation open. */
export const ConfirmApprove: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('2 requests');
    for (const box of (await canvas.findAllByRole('checkbox')).slice(1)) await userEvent.click(box);
    await userEvent.click(canvas.getByRole('button', { name: 'Approve selected' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(dialog).toBeVisible();
  },
};

/** Declining asks for a comment. */
export const DeclineWithComment: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('2 requests');
    const [, first] = await canvas.findAllByRole('checkbox');
    if (first) await userEvent.click(first);
    await userEvent.click(canvas.getByRole('button', { name: 'Decline selected' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(within(dialog).getByRole('textbox')).toBeVisible();
  },
};

/** A pending request's detail with approve and decline. */
export const Detail: Story = {
  args: { view: 'detail' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Approve' })).toBeVisible();
  },
};

/** A declined request's detail: the comment, no decision. */
export const DeclinedDetail: Story = {
  args: { view: 'declined' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Comment: /)).toBeVisible();
  },
};

/** The requester's own requests. */
export const OwnRequests: Story = {
  args: { view: 'own' },
  decorators: [withAccountApi(...approvalHandlers())],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Comment: /)).toBeVisible();
  },
};

/** The list on a phone. */
export const Mobile: Story = {
  ...mobileTallViewport,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('2 requests')).toBeVisible();
  },
};
