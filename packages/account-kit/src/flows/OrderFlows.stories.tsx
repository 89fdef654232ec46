import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { demoFlow, flowAndReferenceHandlers } from '../testing/flowFixtures';
import { withAccountApi } from '../testing/storyApi';
import { desktopTallViewport, mobileTallViewport } from '../testing/storyViewports';
import { OrderFlowList } from './OrderFlowList';
import { OrderFlowWizard } from './OrderFlowWizard';

/** The flows screen: the list, the creation wizard and the editing of a flow (issue 12). */
function FlowsScreen({ view }: { view: 'list' | 'create' | 'edit' }) {
  if (view === 'create') return <OrderFlowWizard />;
  if (view === 'edit') return <OrderFlowWizard flow={demoFlow()} />;
  return <OrderFlowList />;
}

const meta = {
  title: 'Account/OrderFlows',
  component: FlowsScreen,
  args: { view: 'list' },
  decorators: [withAccountApi(...flowAndReferenceHandlers())],
  ...desktopTallViewport,
} satisfies Meta<typeof FlowsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An active and an inactive flow. */
export const List: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Einkauf Werkstatt')).toBeVisible();
  },
};

/** The first step of the creation with its problem shown. */
export const CreateNameMissing: Story = {
  args: { view: 'create' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Enter a name (at most 100 characters).')).toBeVisible();
  },
};

/** The budget step of an existing flow. */
export const EditBudget: Story = {
  args: { view: 'edit' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Next' }));
    await expect(await canvas.findByRole('textbox', { name: /Budget per user/ })).toHaveValue('5000');
  },
};

/** The list on a phone. */
export const Mobile: Story = {
  ...mobileTallViewport,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Einkauf Werkstatt')).toBeVisible();
  },
};
