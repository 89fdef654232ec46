import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { demoReference, flowAndReferenceHandlers } from '../testing/flowFixtures';
import { withAccountApi } from '../testing/storyApi';
import { desktopTallViewport, mobileTallViewport } from '../testing/storyViewports';
import { OrderReferenceForm } from './OrderReferenceForm';
import { OrderReferenceList } from './OrderReferenceList';

/** The order references screen: the list, the creation and an existing reference (issue 12). */
function ReferencesScreen({ view }: { view: 'list' | 'create' | 'detail' }) {
  if (view === 'create') return <OrderReferenceForm />;
  if (view === 'detail') return <OrderReferenceForm reference={demoReference()} />;
  return <OrderReferenceList />;
}

const meta = {
  title: 'Account/OrderReferences',
  component: ReferencesScreen,
  args: { view: 'list' },
  decorators: [withAccountApi(...flowAndReferenceHandlers())],
  ...desktopTallViewport,
} satisfies Meta<typeof ReferencesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One reference with a budget for everyone, one without a budget for one user. */
export const List: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('WERKSTATT-2026')).toBeVisible();
  },
};

/** A new reference with a name over 30 characters. */
export const CreateNameTooLong: Story = {
  args: { view: 'create' },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Name/ }), 'x'.repeat(31));
    await userEvent.click(canvas.getByRole('button', { name: 'New order reference' }));
    await expect(canvas.getByText('Enter a name of at most 30 characters.')).toBeVisible();
  },
};

/** An existing reference: creator, remaining budget, current period. */
export const Detail: Story = {
  args: { view: 'detail' },
  play: async ({ canvas }) => {
    const boxes = await canvas.findAllByRole('checkbox', { name: 'Anna Wagner' });
    await expect(boxes).toHaveLength(2);
  },
};

/** The list on a phone. */
export const Mobile: Story = {
  ...mobileTallViewport,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('WERKSTATT-2026')).toBeVisible();
  },
};
