import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Notification, NotificationsRegion } from './Notification';

const meta = {
  title: 'Components/Notification',
  component: Notification,
  args: { type: 'error', onClose: fn() },
  argTypes: { type: { control: 'inline-radio', options: ['error', 'warn', 'success'] } },
  parameters: { storyRoot: { width: 480 } },
} satisfies Meta<typeof Notification>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorType: Story = {
  args: { message: 'Invalid username and/or password.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error');
    await userEvent.click(canvas.getByRole('button', { name: 'Close notification' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const WarnType: Story = {
  args: { type: 'warn', message: 'Your order total is below your minimum order value.' },
};

export const SuccessType: Story = {
  args: { type: 'success', title: 'Added to cart', message: '3 items were added to your cart.' },
};

/** No specific message exists: the type's localized fallback text (storefront.md §8). */
export const Fallbacks: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Notification {...args} type="error" />
      <Notification {...args} type="warn" />
      <Notification {...args} type="success" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again later.');
  },
};

export const WithoutCloseAction: Story = {
  args: { type: 'success', message: 'Password reset e-mail sent.', onClose: undefined },
};

/** The page's stack in the top right corner. */
export const Region: Story = {
  parameters: { screenshot: { target: 'viewport' } },
  render: (args) => (
    <NotificationsRegion
      onDismiss={args.onClose ?? (() => undefined)}
      notifications={[
        { id: 'login', type: 'success', message: 'You are now logged in.' },
        { id: 'stock', type: 'warn', message: 'Only 4 pieces are in stock.' },
        { id: 'cart', type: 'error', message: 'The product could not be found.' },
      ]}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement.ownerDocument.body).getByRole('region', { name: 'Notifications' });
    await userEvent.click(
      within(within(region).getByRole('alert')).getByRole('button', { name: 'Close notification' }),
    );
    await expect(args.onClose).toHaveBeenCalledWith('cart');
  },
};
