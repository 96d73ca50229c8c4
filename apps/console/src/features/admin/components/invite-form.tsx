import { EXPERT_TYPE_LABELS, type ExpertType } from '@care/contracts/experts/constants';
import { STAFF_ROLES, type StaffRole } from '@care/contracts/staff/constants';
import { staffInviteBody } from '@care/contracts/staff/schemas';
import { zodValidate } from '@care/ui/zod-form';
import { Alert, Button, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage } from '@/lib/error-message';
import { ROLE_LABELS } from '@/lib/role-labels';
import { useExpertOptions } from '../api/get-expert-options';
import { type StaffInvite, useInviteStaff } from '../api/invite-staff';

interface Values {
  email: string;
  full_name: string;
  role: StaffRole;
  expert_id: string | null;
}

const validate = zodValidate<Values>(staffInviteBody);

/** Invites a colleague: an e-mail with a single-use link; the link is also answered, for `onInvited`. */
export function InviteForm({ onInvited }: { onInvited: (invite: StaffInvite) => void }) {
  const invite = useInviteStaff();
  const form = useForm<Values>({
    initialValues: { email: '', full_name: '', role: 'expert', expert_id: null },
    validate,
    validateInputOnBlur: true,
  });
  const isExpert = form.values.role === 'expert';
  const experts = useExpertOptions(isExpert);
  const submit = form.onSubmit((values) =>
    invite.mutate(staffInviteBody.parse({ ...values, expert_id: isExpert ? values.expert_id : null }), {
      onSuccess: (sent) => {
        form.reset();
        onInvited(sent);
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Invite a colleague">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Full name" required autoComplete="off" {...form.getInputProps('full_name')} />
          <TextInput
            label="Work e-mail"
            type="email"
            required
            autoComplete="off"
            {...form.getInputProps('email')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label="Role"
            required
            allowDeselect={false}
            data={STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
            size="md"
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('role')}
            onChange={(role) => {
              form.setFieldValue('role', (role ?? 'expert') as StaffRole);
              if (role !== 'expert') form.setFieldValue('expert_id', null);
            }}
          />
          {isExpert && (
            <Select
              label="Expert profile"
              description="The profile this account acts for."
              required
              searchable
              placeholder={experts.isPending ? 'Loading the experts…' : 'Choose an expert'}
              nothingFoundMessage="No expert has that name"
              data={(experts.data ?? []).map((e) => ({
                value: e.id,
                label: `${e.name} (${EXPERT_TYPE_LABELS[e.type as ExpertType] ?? e.type})${e.has_account ? ' · has an account' : ''}`,
                disabled: e.has_account,
              }))}
              size="md"
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('expert_id')}
              error={form.errors.expert_id ?? (experts.isError ? errorMessage(experts.error) : undefined)}
            />
          )}
        </SimpleGrid>
        {invite.isError && (
          <Alert color="red" variant="light" role="alert" title="No invite was sent">
            {errorMessage(invite.error)}
          </Alert>
        )}
        <Button type="submit" loading={invite.isPending} w="fit-content">
          Send invite
        </Button>
      </Stack>
    </form>
  );
}
