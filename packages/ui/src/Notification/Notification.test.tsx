import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiLocaleProvider } from '../i18n/UiLocaleProvider';
import { Notification, NotificationsRegion, type NotificationType } from './Notification';

describe('Notification', () => {
  it('an error is an alert titled "Error" with its message (storefront.md §8: titled general.error)', () => {
    render(<Notification type="error" message="Invalid username and/or password" className="extra" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Invalid username and/or password');
    expect(alert).toHaveAttribute('data-variant', 'error');
    expect(alert).toHaveClass('extra');
  });

  it.each<[NotificationType, string]>([
    ['warn', 'Please check your entries.'],
    ['success', 'Your request was completed successfully.'],
  ])('%s is a status message with its fallback text when no message exists (storefront.md §4, §8)', (type, text) => {
    render(<Notification type={type} />);
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });

  it('shows the localized fallback when no specific error message exists (storefront.md §8)', () => {
    render(
      <UiLocaleProvider locale="nl-NL">
        <Notification type="error" message="" />
      </UiLocaleProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('FoutEr is iets misgegaan. Probeer het later opnieuw.');
  });

  it('each type has a close action (storefront.md §4)', async () => {
    const onClose = vi.fn();
    render(<Notification type="success" message="Added 3 items to the cart" onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('an unknown type is shown as an error with a console error, not a crash (storefront.md §5)', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Notification type={'info' as NotificationType} message="Server said hello" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Server said hello');
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('type must be one of error, warn, success'));
  });
});

describe('NotificationsRegion', () => {
  it('lists the notifications in a labelled region and dismisses one by id', async () => {
    const onDismiss = vi.fn();
    render(
      <NotificationsRegion
        onDismiss={onDismiss}
        notifications={[
          { id: 'a', type: 'success', message: 'Logged in' },
          { id: 'b', type: 'error', message: 'Out of stock' },
        ]}
      />,
    );
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).getByRole('status')).toHaveTextContent('Logged in');
    const alert = within(region).getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Close notification' }));
    expect(onDismiss).toHaveBeenCalledWith('b');
  });
});
