import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PromotionCodeField } from './PromotionCodeField';

const meta = {
  title: 'Components/PromotionCodeField',
  component: PromotionCodeField,
  args: { onRedeem: fn(), onRemove: fn() },
  parameters: { storyRoot: { width: 380 } },
} satisfies Meta<typeof PromotionCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: "Redeem" waits for a code. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Promotion code' }), 'ratchet10{Enter}');
    await expect(args.onRedeem).toHaveBeenCalledWith('ratchet10');
  },
};

/** The code was refused. */
export const Refused: Story = { args: { error: 'This promotion code does not exist or has expired.' } };

/** A redeemed promotion, removable. */
export const Applied: Story = {
  args: { applied: [{ id: 'line-1', code: 'RATCHET10', label: '10 % auf Werkzeug', discount: '−10 %' }] },
};

/** Redeeming. */
export const Pending: Story = {
  args: { pending: true, applied: [{ id: 'line-1', code: 'RATCHET10', label: '10 % auf Werkzeug' }] },
};

/** German. */
export const German: Story = { globals: { locale: 'de-DE' } };
