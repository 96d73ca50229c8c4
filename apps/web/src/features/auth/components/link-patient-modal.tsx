import { verifyDtrfPatientBody } from '@care/contracts/auth/schemas';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { validateFields } from '../lib/validate-fields';

interface LinkPatientModalProps {
  opened: boolean;
  linking: boolean;
  onLink: (patientId: string) => void;
  onCreateNew: () => void;
}

/**
 * Shown when the verified phone already belongs to a lab patient: link this account to
 * that Patient ID, or create a new one.
 */
export function LinkPatientModal({ opened, linking, onLink, onCreateNew }: LinkPatientModalProps) {
  const form = useForm({
    initialValues: { patient_id: '' },
    validate: validateFields({ patient_id: verifyDtrfPatientBody.shape.patient_id }),
  });
  return (
    <Modal opened={opened} onClose={onCreateNew} closeOnClickOutside={false} title="Link with Patient ID">
      <form onSubmit={form.onSubmit((v) => onLink(v.patient_id.trim()))} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            This phone number is already registered with us as a patient. Enter your Patient ID to link your
            records, or create a new account.
          </Text>
          <TextInput
            label="Patient ID"
            placeholder="e.g. P-100001"
            radius="md"
            data-autofocus
            {...form.getInputProps('patient_id')}
          />
          <Group grow>
            <Button variant="default" radius="xl" onClick={onCreateNew} disabled={linking}>
              Create new
            </Button>
            <Button type="submit" radius="xl" loading={linking}>
              Link
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
