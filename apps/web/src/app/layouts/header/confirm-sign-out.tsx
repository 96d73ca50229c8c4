import { commonMessages } from '@care/contracts/common/messages';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { loadModals } from '@/app/modals-host';
import { clearSession } from '@/lib/session';
import { reloadPage } from './reload-page';

/** Asks the spec's question; OK clears the stored session and patient details and reloads. */
export function confirmSignOut() {
  void loadModals().then(() => openSignOutModal());
}

function openSignOutModal() {
  modals.openConfirmModal({
    title: 'Sign out',
    centered: true,
    radius: 'lg',
    children: <Text>{commonMessages.signOutConfirm}</Text>,
    labels: { confirm: 'OK', cancel: 'Cancel' },
    cancelProps: { variant: 'default' },
    onConfirm: () => {
      clearSession();
      reloadPage();
    },
  });
}
