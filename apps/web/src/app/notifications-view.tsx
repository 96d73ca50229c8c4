import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Loaded on first use by NotificationsHost (spec section 9: toasts sit at the bottom right). */
export function NotificationsView() {
  return <Notifications position="bottom-right" />;
}
