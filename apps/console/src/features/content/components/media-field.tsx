import { CONTENT_MEDIA_MAX_MB, type ContentMediaKind } from '@care/contracts/content/constants';
import { Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '@/lib/error-message';
import { uploadMedia } from '../api/upload-media';

const ACCEPT: Record<ContentMediaKind, string> = {
  image: 'image/jpeg,image/png,image/webp',
  audio: 'audio/mpeg,audio/mp4,audio/x-m4a,.m4a,.mp3',
  video: 'video/mp4',
};
const FORMATS: Record<ContentMediaKind, string> = {
  image: 'JPEG, PNG or WebP',
  audio: 'MP3 or M4A',
  video: 'MP4',
};

/**
 * An article's cover picture, narration or video: uploaded at once (POST staff/content/media),
 * the key kept in the form and the file shown to check it; saved with the article.
 */
export function MediaField({
  kind,
  label,
  value,
  url,
  onChange,
}: {
  kind: ContentMediaKind;
  label: string;
  value: string | null;
  /** The address of the saved file, or of the one just uploaded. */
  url: string | null;
  onChange: (key: string | null, url: string | null) => void;
}) {
  const upload = useMutation({
    mutationFn: uploadMedia,
    onSuccess: (media) => onChange(media.key, media.url),
  });
  return (
    <Stack gap={6}>
      <FileInput
        label={label}
        description={`${FORMATS[kind]}, at most ${CONTENT_MEDIA_MAX_MB[kind]} MB.`}
        placeholder={value ? 'Replace the file' : 'Choose a file'}
        accept={ACCEPT[kind]}
        clearable={false}
        value={null}
        onChange={(file) => file && upload.mutate(file)}
        disabled={upload.isPending}
        error={upload.isError ? errorMessage(upload.error) : undefined}
      />
      {upload.isPending && (
        <Text fz="sm" role="status">
          Uploading…
        </Text>
      )}
      {value && url && (
        <Group gap="sm" align="center" wrap="wrap">
          {kind === 'image' && (
            <img
              src={url}
              alt={`${label}: current`}
              style={{ maxWidth: 200, maxHeight: 120, borderRadius: 6 }}
            />
          )}
          {kind === 'audio' && (
            // biome-ignore lint/a11y/useMediaCaption: narration is the article's own text, read aloud
            <audio controls src={url} aria-label={`${label}: current`} preload="none" />
          )}
          {kind === 'video' && (
            // biome-ignore lint/a11y/useMediaCaption: a preview of the editor's own upload
            <video
              controls
              src={url}
              aria-label={`${label}: current`}
              preload="none"
              style={{ maxWidth: 280 }}
            />
          )}
          <Button variant="subtle" color="red" size="compact-sm" onClick={() => onChange(null, null)}>
            Remove {label.toLowerCase()}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
