import { REPORT_TITLE_MAX } from '@care/contracts/reports/constants';
import { reportMessages as m } from '@care/contracts/reports/messages';
import { Button, FileButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { toastError, toastSuccess } from '@/lib/toast';
import { useAddReport } from '../api/add-report';

const TYPES = ['image/jpeg', 'image/png', 'application/pdf'];

/** Add Report (spec sections 2 and 5): a title first, then a JPG, PNG or PDF file. */
export function AddReportDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const add = useAddReport();
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setTitle('');
    setError(null);
    onClose();
  };
  const choose = async (file: File | null) => {
    if (!file) return;
    if (!TYPES.includes(file.type)) {
      setError(m.fileType);
      return;
    }
    try {
      await add.mutateAsync({ title: title.trim(), file });
      toastSuccess(m.uploaded);
      close();
    } catch (err) {
      // Spec section 8: an upload failure is an error notification with its message.
      toastError(err instanceof Error && err.message ? err.message : m.uploadFailed);
    }
  };
  return (
    <Modal opened={opened} onClose={close} title="Add Report" centered>
      <Stack gap="md">
        <TextInput
          label="Document title"
          withAsterisk
          maxLength={REPORT_TITLE_MAX}
          value={title}
          error={error}
          onChange={(e) => {
            setTitle(e.currentTarget.value);
            setError(null);
          }}
        />
        <Text fz="sm" c="dimmed">
          JPG, PNG or PDF, up to 10 MB. Only you can open it.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          {title.trim() ? (
            <FileButton onChange={choose} accept="image/jpeg,image/png,application/pdf">
              {(props) => (
                <Button {...props} loading={add.isPending}>
                  Choose file
                </Button>
              )}
            </FileButton>
          ) : (
            <Button onClick={() => setError(m.titleRequired)}>Choose file</Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
