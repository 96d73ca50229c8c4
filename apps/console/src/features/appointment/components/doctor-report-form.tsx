import { doctorReportBody } from '@care/contracts/staff/schemas';
import { zodValidate } from '@care/ui/zod-form';
import { Alert, Button, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage } from '@/lib/error-message';
import { notifySuccess } from '@/lib/notify';
import { useSendDoctorReport } from '../api/send-doctor-report';

interface Values {
  title: string;
  text: string;
}

const validate = zodValidate<Values>(doctorReportBody);

/**
 * The expert's report to the patient, typed here: the API sets it on the letterhead as a PDF and
 * tells the patient it is ready. (Uploading a ready-made PDF needs an upload route for staff,
 * which the API does not have yet.)
 */
export function DoctorReportForm({ appointmentId }: { appointmentId: string }) {
  const send = useSendDoctorReport(appointmentId);
  const form = useForm<Values>({
    initialValues: { title: '', text: '' },
    validate,
    validateInputOnBlur: true,
  });
  const submit = form.onSubmit((values) =>
    send.mutate(doctorReportBody.parse(values), {
      onSuccess: (message) => {
        notifySuccess(message);
        form.reset();
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Write a report">
      <Stack gap="sm">
        <TextInput
          label="Title"
          placeholder="Consultation summary"
          required
          maxLength={120}
          {...form.getInputProps('title')}
        />
        <Textarea
          label="Report"
          description="Shared with the patient as a PDF on the letterhead once you send it."
          autosize
          minRows={6}
          maxRows={20}
          required
          {...form.getInputProps('text')}
        />
        <Text fz="xs" c="dimmed">
          Uploading a PDF you made elsewhere is not available yet: write the report here.
        </Text>
        {send.isSuccess && (
          <Alert color="sea" variant="light" role="status">
            {send.data} It is listed under “Your reports” above.
          </Alert>
        )}
        {send.isError && (
          <Alert color="red" variant="light" role="alert" title="The report was not sent">
            {errorMessage(send.error)}
          </Alert>
        )}
        <Button type="submit" loading={send.isPending} w="fit-content">
          Send the report to the patient
        </Button>
      </Stack>
    </form>
  );
}
