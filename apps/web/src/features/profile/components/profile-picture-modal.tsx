import '@mantine/dropzone/styles.css';
import { ApiError } from '@care/api-client/api-client';
import { profileMessages } from '@care/contracts/patient/messages';
import { Alert, Button, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useEffect, useRef, useState } from 'react';
import { toastError, toastSuccess } from '@/lib/toast';
import { useRemoveProfilePic } from '../api/remove-profile-pic';
import { useUploadProfilePicture } from '../api/upload-profile-picture';
import { compressImage } from '../lib/compress-image';
import { prepareProfilePicture } from '../lib/profile-picture-rules';
import { ProfileAvatar } from './profile-avatar';

interface ProfilePictureModalProps {
  opened: boolean;
  onClose: () => void;
  name: string;
  currentUrl: string | null;
  hasPicture: boolean;
}

/** Update (choose, check, compress, preview, upload) or delete the profile picture. */
export function ProfilePictureModal(props: ProfilePictureModalProps) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Profile picture">
      {props.opened && <PictureEditor {...props} />}
    </Modal>
  );
}

function PictureEditor({ onClose, name, currentUrl, hasPicture }: ProfilePictureModalProps) {
  const upload = useUploadProfilePicture();
  const remove = useRemoveProfilePic();
  const [picked, setPicked] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const openChooser = useRef<() => void>(null);

  useEffect(() => {
    if (!picked) return;
    const url = URL.createObjectURL(picked);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [picked]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    setPreparing(true);
    const prepared = await prepareProfilePicture(file, (f) => compressImage(f));
    setPreparing(false);
    if (prepared.ok) setPicked(prepared.file);
    else {
      setPicked(null);
      setPreview(null);
      setProblem(prepared.message);
    }
  };

  const save = () => {
    if (!picked) return;
    upload.mutate(
      { file: picked, name },
      {
        onSuccess: (res) => {
          toastSuccess(res.message);
          onClose();
        },
        onError: (e) => toastError(e instanceof ApiError ? e.message : String(e)),
      },
    );
  };

  const deletePicture = () => {
    setProblem(null);
    remove.mutate(undefined, {
      onSuccess: (res) => {
        toastSuccess(res.message);
        onClose();
      },
      onError: () => setProblem(profileMessages.picDeleteFailed),
    });
  };

  const busy = upload.isPending || remove.isPending || preparing;

  return (
    <Stack gap="md">
      <Group justify="center" gap="xl">
        <Stack gap={4} align="center">
          <ProfileAvatar src={currentUrl} name={name} size={96} />
          <Text size="xs" c="dimmed">
            Current
          </Text>
        </Stack>
        {preview && (
          <Stack gap={4} align="center">
            <Image src={preview} alt="New profile picture preview" w={96} h={96} radius={96} fit="cover" />
            <Text size="xs" c="dimmed">
              New
            </Text>
          </Stack>
        )}
      </Group>

      {/* A place to drop a photo, with a real button to choose one. The zone itself is not a
          button: it holds the file input, and controls may not be nested (WCAG 4.1.2). */}
      <Dropzone
        onDrop={(files) => choose(files[0])}
        onReject={() => setProblem(profileMessages.fileType)}
        accept={['image/jpeg', 'image/png']}
        multiple={false}
        loading={preparing}
        disabled={upload.isPending || remove.isPending}
        radius="lg"
        openRef={openChooser}
        activateOnClick={false}
        activateOnKeyboard={false}
        enablePointerEvents
      >
        <Stack align="center" gap={6} py="md">
          <Text component="span" fw={600}>
            Drop a photo here, or
          </Text>
          <Button
            variant="default"
            radius="xl"
            onClick={() => openChooser.current?.()}
            disabled={upload.isPending || remove.isPending}
          >
            Choose a photo
          </Button>
          <Text size="xs" c="dimmed" ta="center">
            JPG or PNG, up to 10 MB. Larger photos are resized for you.
          </Text>
        </Stack>
      </Dropzone>

      {problem && (
        <Alert color="red" variant="light" radius="md" role="alert">
          {problem}
        </Alert>
      )}

      <Group justify="space-between">
        {hasPicture ? (
          <Button
            variant="light"
            color="red"
            radius="xl"
            onClick={deletePicture}
            loading={remove.isPending}
            disabled={busy && !remove.isPending}
          >
            Delete
          </Button>
        ) : (
          <span />
        )}
        <Button
          radius="xl"
          onClick={save}
          disabled={!picked || (busy && !upload.isPending)}
          loading={upload.isPending}
        >
          Update
        </Button>
      </Group>
    </Stack>
  );
}
