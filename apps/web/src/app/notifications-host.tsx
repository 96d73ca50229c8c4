import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const NotificationsView = lazy(() =>
  import('./notifications-view').then((m) => ({ default: m.NotificationsView })),
);

/**
 * Mantine's <Notifications /> (with its transition code) is downloaded only when the first
 * notification is shown; notifications.show() queues in the store until then. This keeps the
 * sign-in page's first download smaller.
 */
export function NotificationsHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsView />
    </Suspense>
  );
}
