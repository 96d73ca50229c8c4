import { notifications } from '@mantine/notifications';

// Article notices sit at the bottom right like every toast of the app (spec section 9).

export function toastSuccess(message: string) {
  notifications.show({ color: 'sea', message, position: 'bottom-right' });
}

export function toastError(message: string) {
  notifications.show({ color: 'red', message, position: 'bottom-right' });
}
