import { notifications } from '@mantine/notifications';

// Every toast of the app sits at the bottom right (spec section 9); the intake form's
// top-right notices are the one exception and set their own position.

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
