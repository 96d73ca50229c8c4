import { consultationMessages as cm } from '@care/contracts/staff/messages';
import { Alert, Button, FileInput, Group, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { useSendDoctorReport } from '../api/send-doctor-report';

const PDF_MAX_BYTES = 10 * 1024 * 1024;

type Source = 'write' | 'upload';

interface DoctorReportFormProps {
  appointmentId: string;
  /** The appointment's can_write_report: false before the start (the API refuses until then). */
  allowedNow?: boolean;
  cancelled?: boolean;
}

/**
 * The expert's report to the patient: typed here (the API sets it on the letterhead as a PDF) or
 * a PDF made elsewhere, uploaded. Either way the patient is told it is ready. Before the start it
 * can be written but not yet sent, and the form says so; a cancelled appointment takes none.
 */
export function DoctorReportForm({
  appointmentId,
  allowedNow = true,
  cancelled = false,
}: DoctorReportFormProps) {
  const send = useSendDoctorReport(appointmentId);
  const [source, setSource] = useState<Source>('write');
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ title?: string; text?: string; file?: string }>({});

  const check = () => {
    const found: typeof errors = {};
    if (!title.trim()) found.title = cm.doctorReportTitleRequired;
    if (source === 'write' && !text.trim()) found.text = cm.doctorReportTextRequired;
    if (source === 'upload') {
      if (!file) found.file = cm.doctorReportTextRequired;
      else if (file.type !== 'application/pdf' && !/\.pdf$/i.test(file.name))
        found.file = cm.doctorReportNotPdf;
      else if (file.size > PDF_MAX_BYTES)
        found.file = 'The PDF is over 10 MB. Make it smaller and try again.';
    }
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!check()) return;
    const draft = source === 'upload' && file ? { title: title.trim(), file } : { title: title.trim(), text };
    send.mutate(draft, {
      onSuccess: () => {
        setTitle('');
        setText('');
        setFile(null);
      },
    });
  };

  if (cancelled)
    return (
      <Text fz="sm" c="dimmed">
        This appointment was cancelled, so no report can be sent for it.
      </Text>
    );
  return (
    <form onSubmit={submit} noValidate aria-label="Send a report">
      <Stack gap="sm">
        <TextInput
          label="Title"
          placeholder="Consultation summary"
          required
          maxLength={120}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          error={errors.title}
        />
        <Radio.Group label="The report" value={source} onChange={(v) => setSource(v as Source)}>
          <Group gap="lg" mt={4}>
            <Radio value="write" label="Write it here" />
            <Radio value="upload" label="Upload a PDF" />
          </Group>
        </Radio.Group>
        {source === 'write' ? (
          <Textarea
            label="Report text"
            description="Shared with the patient as a PDF on the letterhead once you send it."
            autosize
            minRows={6}
            maxRows={20}
            required
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            error={errors.text}
          />
        ) : (
          <FileInput
            label="PDF file"
            description="A PDF of at most 10 MB."
            placeholder="Choose a PDF"
            accept="application/pdf,.pdf"
            clearable
            clearButtonProps={{ 'aria-label': 'Remove the chosen file' }}
            required
            value={file}
            onChange={setFile}
            error={errors.file}
          />
        )}
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
        {!allowedNow && !send.isSuccess && (
          <Text fz="sm" c="dimmed">
            You can write it now; it can be sent once the consultation has started.
          </Text>
        )}
        <Button type="submit" loading={send.isPending} w="fit-content">
          Send the report to the patient
        </Button>
      </Stack>
    </form>
  );
}
