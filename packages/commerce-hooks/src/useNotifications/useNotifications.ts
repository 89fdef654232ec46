import { errorTitleKey, mapStoreApiError, type ErrorMessage } from '@ratchet/store-api-contract/rules';
import { useCallback, useMemo } from 'react';
import { storeApiErrorsOf } from '../client';
import { useCommerce, type Notification, type NotificationType } from '../provider/RatchetCommerceProvider';

let lastNotificationId = 0;
function nextNotificationId(): string {
  lastNotificationId += 1;
  return `notification-${lastNotificationId}`;
}

const notificationTypes: readonly NotificationType[] = ['error', 'warn', 'success'];

/**
 * The messages for anything thrown by a call (storefront.md §8): `general.errors.{code}` when the catalogue has it,
 * the fallback otherwise, UNKNOWN_ERROR when no message came back.
 */
export function errorMessagesOf(error: unknown, hasMessage: (key: string) => boolean): ErrorMessage[] {
  return mapStoreApiError(storeApiErrorsOf(error), hasMessage);
}

export interface UseNotificationsReturn {
  /** The notifications shown, oldest first. */
  notifications: Notification[];
  /** Shows a notification; answers its id. Rejects a type other than error, warn or success (storefront.md §5). */
  push: (notification: Omit<Notification, 'id'>) => string;
  /** Shows a success notification (e.g. `general.loginSuccess`). */
  success: (messageKey: string, values?: Record<string, string | number>) => string;
  /** Shows a warning. */
  warn: (messageKey: string, values?: Record<string, string | number>) => string;
  /** Shows one error notification per message of a failed call, titled `general.error`; answers their ids. */
  error: (error: unknown) => string[];
  /** Closes a notification. */
  dismiss: (id: string) => void;
  /** Closes all notifications. */
  clear: () => void;
}

/** Notifications of the types error, warn and success, each with a close action (storefront.md §4). */
export function useNotifications(): UseNotificationsReturn {
  const { notifications, dispatchNotification, hasMessage } = useCommerce();

  const push = useCallback(
    (notification: Omit<Notification, 'id'>) => {
      if (!notificationTypes.includes(notification.type)) {
        throw new RangeError(`Notification type must be error, warn or success (got "${String(notification.type)}")`);
      }
      const id = nextNotificationId();
      dispatchNotification({ kind: 'push', notification: { ...notification, id } });
      return id;
    },
    [dispatchNotification],
  );

  return useMemo<UseNotificationsReturn>(
    () => ({
      notifications,
      push,
      success: (messageKey, values) => push({ type: 'success', messageKey, ...(values ? { values } : {}) }),
      warn: (messageKey, values) => push({ type: 'warn', messageKey, ...(values ? { values } : {}) }),
      error: (error) =>
        errorMessagesOf(error, hasMessage).map((message) =>
          push({
            type: 'error',
            titleKey: errorTitleKey,
            messageKey: message.messageKey,
            values: { code: message.code },
          }),
        ),
      dismiss: (id) => dispatchNotification({ kind: 'dismiss', id }),
      clear: () => dispatchNotification({ kind: 'clear' }),
    }),
    [notifications, push, hasMessage, dispatchNotification],
  );
}
