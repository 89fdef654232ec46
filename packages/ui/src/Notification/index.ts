export { Notification, NotificationsRegion, notificationTypes, notificationVariants } from './Notification';
export type { NotificationItem, NotificationProps, NotificationType, NotificationsRegionProps } from './Notification';
