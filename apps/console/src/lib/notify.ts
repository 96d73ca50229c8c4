import { notifications } from '@mantine/notifications';

// What happened, said where the eye is not: a toast beside the inline outcome a screen shows.

export function notifySuccess(message: string) {
  notifications.show({ color: 'sea', message });
}

export function notifyError(message: string) {
  notifications.show({ color: 'red', message });
}
