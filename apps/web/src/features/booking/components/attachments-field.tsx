import { ApiError } from '@care/api-client/api-client';
import { MAX_BOOKING_ATTACHMENTS } from '@care/contracts/booking/constants';
import { bookingFormMessages as f } from '@care/contracts/booking/messages';
import { FileIcon } from '@care/ui/icons/care-icons';
import { ActionIcon, Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';

export interface Attachment {
  title: string;
  file_path: string;
  /** The file's own name, shown in the list. */
  name: string;
}

const ACCEPTED = ['image/jpeg', 'image/png', 'application/pdf'];
const NOT_UPLOADED = 'The report was not uploaded. Please choose it again.';

interface AttachmentsFieldProps {
  value: Attachment[];
  onChange: (next: Attachment[]) => void;
  disabled?: boolean;
}

/**
 * Reports shared with the expert (spec section 5): a title first, then a JPG, PNG or PDF file,
 * uploaded at once through a signed address; at most 5, the picker is disabled at 5.
 */
export function AttachmentsField({ value, onChange, disabled }: AttachmentsFieldProps) {
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const full = value.length >= MAX_BOOKING_ATTACHMENTS;
  // A plain hidden file input (what Mantine's FileButton draws), kept out of the form's first
  // download with the upload code.
  const picker = useRef<HTMLInputElement>(null);

  const pick = async (file: File | null) => {
    if (!file) return;
    setError(null);
    if (!title.trim()) {
      setTitleError(f.documentTitle);
      return;
    }
    if (!ACCEPTED.includes(file.type)) {
      setError(f.fileType);
      return;
    }
    setUploading(true);
    try {
      // The upload code loads with the first file, not with the form.
      const { uploadFile } = await import('@/lib/signed-upload');
      const filePath = await uploadFile('patient-report', file, NOT_UPLOADED);
      onChange([...value, { title: title.trim(), file_path: filePath, name: file.name }]);
      setTitle('');
    } catch (e) {
      setError(e instanceof ApiError ? e.message : NOT_UPLOADED);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack gap="xs">
      <Text fw={600} fz="sm">
        Reports (optional, up to {MAX_BOOKING_ATTACHMENTS})
      </Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Document title"
          placeholder="e.g. Blood test, March"
          value={title}
          maxLength={100}
          onChange={(e) => {
            setTitle(e.currentTarget.value);
            setTitleError(null);
          }}
          error={titleError}
          disabled={full || disabled}
          style={{ flex: 1, minWidth: 200 }}
        />
        <input
          ref={picker}
          type="file"
          hidden
          accept={ACCEPTED.join(',')}
          disabled={full || disabled || uploading}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0] ?? null;
            // Cleared, so choosing the same file again is a change too.
            event.currentTarget.value = '';
            void pick(file);
          }}
        />
        <Button
          variant="light"
          loading={uploading}
          disabled={full || disabled || uploading}
          onClick={() => {
            // The title comes first (spec section 5); say so instead of opening the picker.
            if (!title.trim()) {
              setTitleError(f.documentTitle);
              return;
            }
            picker.current?.click();
          }}
        >
          Choose file
        </Button>
      </Group>
      <Text fz="xs" c="dimmed">
        JPG, PNG or PDF, up to 10 MB each.
      </Text>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      {value.length > 0 && (
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Attached reports">
          {value.map((a, i) => (
            <Group key={a.file_path} component="li" gap="xs" wrap="nowrap">
              <FileIcon size={16} />
              <Text fz="sm" style={{ flex: 1, minWidth: 0 }} truncate>
                <strong>{a.title}</strong> · {a.name}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove ${a.title}`}
                disabled={disabled}
                onClick={() => onChange(value.filter((_, j) => j !== i))}
              >
                ×
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
