import { notifications } from '@mantine/notifications';

// A toast says what happened only where the screen itself has no place to say it (a row removed
// from a list, a page left behind). A form says its outcome inline, beside its button: a toast
// there read the same words twice to a screen reader and covered the button on a phone.

export function notifySuccess(message: string) {
  notifications.show({ color: 'sea', message });
}

export function notifyError(message: string) {
  notifications.show({ color: 'red', message });
}
