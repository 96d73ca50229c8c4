import { signUpMessages } from '@care/contracts/auth/messages';
import { Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core';

/** The final sign-up step; OK stores the session (the patient is signed in only then). */
export function AccountCreatedModal({ opened, onOk }: { opened: boolean; onOk: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onOk}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
    >
      <Stack align="center" gap="md" py="md">
        <ThemeIcon size={64} radius="xl" color="sea" variant="light">
          <svg width="34" height="34" viewBox="0 0 24 24" aria-hidden="true">
            <path
              d="M5 12.5l4.5 4.5L19 7.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </ThemeIcon>
        <Text fw={700} size="lg" ta="center">
          {signUpMessages.accountCreated}
        </Text>
        <Button radius="xl" px={40} onClick={onOk} data-autofocus>
          OK
        </Button>
      </Stack>
    </Modal>
  );
}
