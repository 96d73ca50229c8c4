import {
  EXPERT_PHOTO_MAX_BYTES,
  EXPERT_PHOTO_MAX_MB,
  EXPERT_PHOTO_MIN_PIXELS,
  EXPERT_PHOTO_TYPES,
} from '@care/contracts/staff/constants';
import { consultationMessages as cm } from '@care/contracts/staff/messages';
import type { StaffProfile } from '@care/contracts/staff/schemas';
import { Alert, Avatar, Button, FileInput, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/error-message';
import { useRemovePhoto, useSavePhoto } from '../api/save-photo';

const ACCEPT = EXPERT_PHOTO_TYPES.join(',');

/** Why this file cannot be sent (the contract's words), or null. The API checks the pixels. */
export function photoFileProblem(file: File): string | null {
  if (!(EXPERT_PHOTO_TYPES as readonly string[]).includes(file.type)) return cm.photoTypeInvalid;
  if (file.size > EXPERT_PHOTO_MAX_BYTES) return cm.photoTooLarge;
  return null;
}

/** A chosen file as a picture address for its preview, released when it changes. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

const initialOf = (name: string) => name.replace(/^(Dr|Ms|Mr|Mrs)\.?\s+/i, '').slice(0, 1);

/**
 * The expert's photo as patients see it, and a new one: chosen (checked here for its type and
 * size), seen before it is saved, then uploaded; the API's square crop replaces it on screen.
 */
export function ProfilePhoto({ profile }: { profile: StaffProfile }) {
  const save = useSavePhoto();
  const remove = useRemovePhoto();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const preview = usePreview(problem ? null : file);
  const failed = save.error ?? remove.error;

  const choose = (chosen: File | null) => {
    save.reset();
    remove.reset();
    setOutcome(null);
    setFile(chosen);
    setProblem(chosen ? photoFileProblem(chosen) : null);
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!file) return setProblem('Choose a photo first.');
    const found = photoFileProblem(file);
    if (found) return setProblem(found);
    save.mutate(file, {
      onSuccess: ({ message }) => {
        setOutcome(message);
        setFile(null);
      },
    });
  };

  const removeNow = () =>
    remove.mutate(undefined, {
      onSuccess: ({ message }) => {
        setOutcome(message);
        setConfirmRemove(false);
      },
      onError: () => setConfirmRemove(false),
    });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="photo-heading">
      <Stack gap="md">
        <Title order={2} fz="lg" id="photo-heading">
          Photo
        </Title>
        <Group gap="lg" align="flex-start">
          <Stack gap={4} align="center" w={128}>
            <Avatar
              src={profile.profile_picture}
              alt={profile.profile_picture ? 'Your photo as patients see it' : ''}
              size={120}
              radius="50%"
              color="sea"
            >
              {initialOf(profile.name)}
            </Avatar>
            <Text fz="xs" c="dimmed" ta="center">
              {profile.profile_picture ? 'Patients see this photo.' : 'No photo: patients see your initials.'}
            </Text>
          </Stack>
          {preview && (
            <Stack gap={4} align="center" w={128}>
              <Avatar src={preview} alt="The photo you chose, not saved yet" size={120} radius="50%" />
              <Text fz="xs" c="dimmed" ta="center">
                Not saved yet.
              </Text>
            </Stack>
          )}
        </Group>
        <FileInput
          label="Choose a photo"
          description={`JPG, PNG or WebP, at most ${EXPERT_PHOTO_MAX_MB} MB and at least ${EXPERT_PHOTO_MIN_PIXELS} × ${EXPERT_PHOTO_MIN_PIXELS} pixels. It is cropped to a square around its centre; its location and camera details are not kept.`}
          placeholder="No file chosen"
          accept={ACCEPT}
          clearable
          clearButtonProps={{ 'aria-label': 'Remove the chosen file' }}
          value={file}
          onChange={choose}
          error={problem}
          maw={480}
        />
        {outcome && (
          <Alert color="sea" variant="light" role="status">
            {outcome}
          </Alert>
        )}
        {failed && (
          <Alert color="red" variant="light" role="alert" title="Your photo is not changed">
            {errorMessage(failed)}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" loading={save.isPending} disabled={remove.isPending}>
            Save photo
          </Button>
          {profile.profile_picture && (
            <Button
              variant="default"
              onClick={() => setConfirmRemove(true)}
              disabled={save.isPending || remove.isPending}
            >
              Remove photo
            </Button>
          )}
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirmRemove}
        onClose={() => setConfirmRemove(false)}
        title="Remove your photo?"
        confirmLabel="Remove photo"
        loading={remove.isPending}
        onConfirm={removeNow}
      >
        Patients see your initials in its place until you save a new photo.
      </ConfirmDialog>
    </form>
  );
}
