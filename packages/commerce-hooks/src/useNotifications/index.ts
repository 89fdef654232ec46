export { errorMessagesOf, useNotifications } from './useNotifications';
export type { UseNotificationsReturn } from './useNotifications';
