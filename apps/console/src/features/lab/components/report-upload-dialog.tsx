import { labStaffMessages as lm } from '@care/contracts/lab-tests/staff-messages';
import type { LabStaffBooking } from '@care/contracts/lab-tests/staff-schemas';
import { LAB_REPORT_MAX_BYTES } from '@care/contracts/lab-tests/staff-schemas';
import { RISK_STATUSES, type RiskStatus } from '@care/contracts/reports/constants';
import { Alert, Button, FileInput, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { useUploadLabReport } from '../api/lab-bookings';

/** Whether the chosen file is a PDF of at most 10 MB (the API checks its bytes too). */
function fileProblem(file: File | null): string | null {
  if (!file) return lm.reportEmpty;
  const pdf = file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
  if (!pdf) return lm.reportNotPdf;
  if (file.size > LAB_REPORT_MAX_BYTES) return lm.reportTooLarge;
  return null;
}

/**
 * The lab's report for a collected sample: the PDF, its risk status and the doctor who signed
 * it. Once uploaded the patient sees it in Test Reports and is texted that a report is ready.
 */
export function ReportUploadDialog({
  booking,
  opened,
  onClose,
  onUploaded,
}: {
  booking: LabStaffBooking;
  opened: boolean;
  onClose: () => void;
  onUploaded: (message: string) => void;
}) {
  const upload = useUploadLabReport();
  const [file, setFile] = useState<File | null>(null);
  const [status, setStatus] = useState<RiskStatus | null>(null);
  const [doctor, setDoctor] = useState('');
  const [institute, setInstitute] = useState('');
  const [tried, setTried] = useState(false);
  const problems = {
    file: fileProblem(file),
    status: status ? null : lm.reportStatusInvalid,
    doctor: doctor.trim().length >= 2 && doctor.trim().length <= 120 ? null : lm.doctorNameRequired,
  };
  const close = () => {
    upload.reset();
    setTried(false);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={`Upload the report for ${booking.booking_no}`}>
      <form
        noValidate
        aria-label={`Report for ${booking.booking_no}`}
        onSubmit={(e) => {
          e.preventDefault();
          setTried(true);
          if (problems.file || problems.status || problems.doctor || !file || !status) return;
          upload.mutate(
            {
              id: booking.id,
              file,
              status,
              doctorName: doctor.trim(),
              ...(institute.trim() ? { instituteName: institute.trim() } : {}),
            },
            {
              onSuccess: (r) => {
                setFile(null);
                setStatus(null);
                setDoctor('');
                setInstitute('');
                setTried(false);
                onUploaded(r.message);
              },
            },
          );
        }}
      >
        <Stack gap="sm">
          <Text fz="sm">
            {booking.test_name} for {booking.patient_name}. The patient sees the report in Test Reports and
            gets a text that a report is ready (without the test or the result).
          </Text>
          <FileInput
            label="Report PDF"
            description="A PDF of at most 10 MB."
            accept="application/pdf"
            required
            clearable
            clearButtonProps={{ 'aria-label': 'Remove the chosen file' }}
            value={file}
            onChange={(f) => {
              setFile(f);
              upload.reset();
            }}
            error={tried || file ? problems.file : null}
          />
          <Select
            label="Status"
            placeholder="Choose the report's status"
            required
            data={[...RISK_STATUSES]}
            value={status}
            onChange={(v) => setStatus(v as RiskStatus | null)}
            error={tried ? problems.status : null}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            label="Signed by"
            description="The doctor who signed the report, as printed on it."
            required
            value={doctor}
            onChange={(e) => setDoctor(e.currentTarget.value)}
            error={tried ? problems.doctor : null}
          />
          <TextInput
            label="Laboratory"
            description="Leave empty for our own laboratory."
            value={institute}
            onChange={(e) => setInstitute(e.currentTarget.value)}
          />
          {upload.error && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(upload.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={upload.isPending}>
              Close
            </Button>
            <Button type="submit" loading={upload.isPending}>
              Upload report
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
