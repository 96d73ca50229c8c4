import { notifications } from '@mantine/notifications';

// The spec puts every toast of these screens at the bottom right (section 9).

export function toastSuccess(message: string) {
  notifications.show({ color: 'sea', message, position: 'bottom-right' });
}

export function toastError(message: string) {
  notifications.show({ color: 'red', message, position: 'bottom-right' });
}

/** OTP answers other than the two known successes are warnings, not errors (spec section 7). */
export function toastWarning(message: string) {
  notifications.show({ color: 'yellow', message, position: 'bottom-right' });
}
