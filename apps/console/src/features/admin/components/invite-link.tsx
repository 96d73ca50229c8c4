import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { dayMonthYearTimeIst } from '@/lib/ist-text';
import type { StaffInvite } from '../api/invite-staff';

/** The invite just sent: its link, shown this once (it is e-mailed too), with a copy button. */
export function InviteLink({
  invite,
  onDone,
}: {
  invite: StaffInvite & { message: string };
  onDone: () => void;
}) {
  return (
    <Alert color="sea" variant="light" role="status" title={invite.message}>
      <Stack gap="xs">
        <Text fz="sm">
          The link went to {invite.email}. It is shown here only now, for when the e-mail does not arrive:
          send it only to that person. It works once, until {dayMonthYearTimeIst(invite.expires_at)}, and any
          earlier link sent to this e-mail no longer works. Until they set up the account the invite is under
          Pending invites, where it can be withdrawn.
        </Text>
        <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {invite.invite_url}
        </Code>
        <Group gap="sm">
          <CopyButton value={invite.invite_url}>
            {({ copied, copy }) => (
              <Button size="sm" onClick={copy}>
                {copied ? 'Link copied' : 'Copy link'}
              </Button>
            )}
          </CopyButton>
          <Button variant="subtle" color="dark" size="sm" onClick={onDone}>
            Done, hide the link
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
