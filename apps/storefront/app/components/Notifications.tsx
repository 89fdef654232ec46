import { useNotifications } from '@ratchet/commerce-hooks';
import { cn } from '@ratchet/ui';
import { useEffect } from 'react';
import { useI18n } from '../i18n/I18nProvider';

/** How long a success notification stays (not given by the spec; docs/decisions.md). */
export const successNotificationMs = 5000;

/** The notifications region (storefront.md §4: error, warn, success, each with a close action). */
export function Notifications() {
  const { notifications, dismiss } = useNotifications();
  // Success notes close by themselves; errors and warnings stay until closed.
  useEffect(() => {
    const timers = notifications
      .filter((notification) => notification.type === 'success')
      .map((notification) => setTimeout(() => dismiss(notification.id), successNotificationMs));
    return () => timers.forEach(clearTimeout);
  }, [notifications, dismiss]);
  const { t, textOrFallback: text } = useI18n();
  return (
    <div
      role="region"
      aria-label={t('notification.region')}
      aria-live="polite"
      className="pointer-events-none fixed right-4 bottom-4 z-50 flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-2"
      data-slot="notifications"
    >
      {notifications.map((notification) => (
        <div
          key={notification.id}
          role={notification.type === 'error' ? 'alert' : 'status'}
          data-variant={notification.type}
          className={cn(
            'pointer-events-auto flex items-start gap-2 rounded-md border bg-surface p-3 shadow-popover',
            notification.type === 'error' && 'border-danger',
            notification.type === 'warn' && 'border-warn',
            notification.type === 'success' && 'border-success',
          )}
        >
          <div className="flex-1 text-sm">
            {notification.titleKey ? <p className="font-semibold">{text(notification.titleKey)}</p> : null}
            <p>{text(notification.messageKey, notification.values)}</p>
          </div>
          <button
            type="button"
            className="rounded px-1 text-lg leading-none"
            aria-label={t('notification.close')}
            onClick={() => dismiss(notification.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
