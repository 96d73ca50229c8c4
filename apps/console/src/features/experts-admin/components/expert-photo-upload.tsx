import type { StaffExpert } from '@care/contracts/expert-admin/schemas';
import {
  EXPERT_PHOTO_MAX_BYTES,
  EXPERT_PHOTO_MAX_MB,
  EXPERT_PHOTO_MIN_PIXELS,
  EXPERT_PHOTO_TYPES,
} from '@care/contracts/staff/constants';
import { consultationMessages as cm } from '@care/contracts/staff/messages';
import { Alert, Avatar, Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { useSaveExpertPhoto } from '../api/save-expert-photo';

/** Why this file cannot be sent (the contract's words), or null; the API checks the pixels. */
function fileProblem(file: File): string | null {
  if (!(EXPERT_PHOTO_TYPES as readonly string[]).includes(file.type)) return cm.photoTypeInvalid;
  if (file.size > EXPERT_PHOTO_MAX_BYTES) return cm.photoTooLarge;
  return null;
}

/** Any expert's photo, by operations: chosen, previewed, uploaded (the same checks as the expert's own). */
export function ExpertPhotoUpload({ expert }: { expert: StaffExpert }) {
  const save = useSaveExpertPhoto();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file || problem) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file, problem]);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!file) return setProblem('Choose a photo first.');
    const found = fileProblem(file);
    if (found) return setProblem(found);
    save.mutate(
      { id: expert.id, file },
      {
        onSuccess: (message) => {
          setOutcome(message);
          setFile(null);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`Photo of ${expert.name}`}>
      <Stack gap="sm">
        <Group gap="lg">
          <Avatar
            src={expert.profile_picture}
            alt={expert.profile_picture ? `${expert.name} as patients see them` : ''}
            size={96}
            radius="50%"
          >
            {expert.first_name.slice(0, 1)}
          </Avatar>
          {preview && (
            <Stack gap={2} align="center">
              <Avatar src={preview} alt="The photo you chose, not saved yet" size={96} radius="50%" />
              <Text fz="xs" c="dimmed">
                Not saved yet.
              </Text>
            </Stack>
          )}
        </Group>
        <FileInput
          label="Choose a photo"
          description={`JPG, PNG or WebP, at most ${EXPERT_PHOTO_MAX_MB} MB, at least ${EXPERT_PHOTO_MIN_PIXELS} × ${EXPERT_PHOTO_MIN_PIXELS} pixels; cropped to a square.`}
          placeholder="No file chosen"
          accept={EXPERT_PHOTO_TYPES.join(',')}
          clearable
          clearButtonProps={{ 'aria-label': 'Remove the chosen file' }}
          value={file}
          onChange={(chosen) => {
            save.reset();
            setOutcome(null);
            setFile(chosen);
            setProblem(chosen ? fileProblem(chosen) : null);
          }}
          error={problem}
        />
        {outcome && (
          <Alert color="sea" variant="light" role="status">
            {outcome}
          </Alert>
        )}
        {save.error && (
          <Alert color="red" variant="light" role="alert" title="The photo is not changed">
            {errorMessage(save.error)}
          </Alert>
        )}
        <Button type="submit" loading={save.isPending} w="fit-content">
          Save photo
        </Button>
      </Stack>
    </form>
  );
}
