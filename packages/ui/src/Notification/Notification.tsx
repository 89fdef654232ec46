import { useEffect, type ComponentProps, type ReactNode } from 'react';
import { cva } from 'class-variance-authority';
import { CircleAlert, CircleCheck, TriangleAlert, X } from 'lucide-react';
import { cn } from '../lib/cn';
import { useUiMessages } from '../i18n/UiLocaleProvider';
import { notificationMessages } from './messages';

/** Notification types (storefront.md §5: error, warn or success). */
export const notificationTypes = ['error', 'warn', 'success'] as const;
/** A notification type. */
export type NotificationType = (typeof notificationTypes)[number];

/** Look per type. */
export const notificationVariants = cva(
  'flex w-full max-w-md items-start gap-3 rounded-md border-l-4 bg-surface p-4 text-sm text-foreground shadow-popover [&>svg]:mt-0.5 [&>svg]:size-5 [&>svg]:shrink-0',
  {
    variants: {
      type: {
        error: 'border-danger [&>svg]:text-danger',
        warn: 'border-warn [&>svg]:text-warn',
        success: 'border-success [&>svg]:text-success',
      },
    },
    defaultVariants: { type: 'error' },
  },
);

const icons = { error: CircleAlert, warn: TriangleAlert, success: CircleCheck } as const;
const titleKeys = { error: 'titleError', warn: 'titleWarn', success: 'titleSuccess' } as const;
const fallbackKeys = { error: 'fallbackError', warn: 'fallbackWarn', success: 'fallbackSuccess' } as const;

export type NotificationProps = Omit<ComponentProps<'div'>, 'title' | 'role'> & {
  /** error (announced at once, role alert), warn or success (role status). */
  type: NotificationType;
  /** Heading; defaults to the type's localized title ("Error" = general.error). */
  title?: ReactNode;
  /** The message; when empty the localized fallback text of the type is shown (storefront.md §8). */
  message?: ReactNode;
  /** Called by the close button; without it no close button is shown. */
  onClose?: () => void;
};

function isEmpty(node: ReactNode): boolean {
  return node === undefined || node === null || node === false || (typeof node === 'string' && node.trim() === '');
}

/** A message for the customer: error, warning or success, with a close action. */
export function Notification({ type: typeProp, title, message, onClose, className, ...props }: NotificationProps) {
  const t = useUiMessages(notificationMessages);
  const knownType = (notificationTypes as readonly string[]).includes(typeProp);
  // A wrong type from data must not hide the message: it is shown as an error.
  const type: NotificationType = knownType ? typeProp : 'error';
  useEffect(() => {
    if (!knownType) {
      console.error(`Notification: type must be one of ${notificationTypes.join(', ')} (got ${String(typeProp)}).`);
    }
  }, [knownType, typeProp]);
  const Icon = icons[type];
  return (
    <div
      data-slot="notification"
      data-variant={type}
      role={type === 'error' ? 'alert' : 'status'}
      className={cn(notificationVariants({ type }), className)}
      {...props}
    >
      <Icon aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{isEmpty(title) ? t(titleKeys[type]) : title}</p>
        <div className="text-muted-foreground">{isEmpty(message) ? t(fallbackKeys[type]) : message}</div>
      </div>
      {onClose && (
        <button
          type="button"
          className="inline-flex size-7 shrink-0 cursor-pointer items-center justify-center rounded-sm text-muted-foreground hover:bg-muted hover:text-foreground [&_svg]:size-4"
          aria-label={t('close')}
          onClick={onClose}
        >
          <X aria-hidden="true" />
        </button>
      )}
    </div>
  );
}

/** One entry of a NotificationsRegion. */
export interface NotificationItem {
  /** Stable id (used as key and passed to onDismiss). */
  id: string;
  /** error, warn or success. */
  type: NotificationType;
  /** Optional heading. */
  title?: ReactNode;
  /** Optional message; the type's fallback text is shown when missing. */
  message?: ReactNode;
}

export type NotificationsRegionProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** Notifications to show, oldest first. */
  notifications: readonly NotificationItem[];
  /** Called with the id when a notification is closed. */
  onDismiss: (id: string) => void;
};

/** The page's notification stack (both layouts show it, storefront.md §2), above everything but the progress bar. */
export function NotificationsRegion({ notifications, onDismiss, className, ...props }: NotificationsRegionProps) {
  const t = useUiMessages(notificationMessages);
  return (
    <section
      data-slot="notifications-region"
      aria-label={t('region')}
      className={cn(
        'pointer-events-none fixed top-4 right-4 z-(--z-toast) flex w-[min(28rem,calc(100vw-2rem))] flex-col gap-2',
        className,
      )}
      {...props}
    >
      {notifications.map((notification) => (
        <Notification
          key={notification.id}
          className="pointer-events-auto"
          type={notification.type}
          title={notification.title}
          message={notification.message}
          onClose={() => onDismiss(notification.id)}
        />
      ))}
    </section>
  );
}
