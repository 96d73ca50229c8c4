import { Alert, Anchor, Box, Button, Group, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getFileUrl } from '../api/get-file-url';
import { reportQueryKeys } from '../api/query-keys';

interface Props {
  file: { path: string; title: string } | null;
  onClose(): void;
}

/**
 * Shows one report in the page (a PDF in a frame on wider screens, opened in the phone's own
 * viewer otherwise; a picture inline) with a Download link. The link is asked for when the
 * viewer opens and lives 5 minutes; the server records a read when the file is fetched through
 * it, so the access history is read again when the viewer closes.
 */
export function ReportViewer({ file, onClose }: Props) {
  const queryClient = useQueryClient();
  const link = useQuery({
    queryKey: ['reports', 'file', file?.path],
    queryFn: () => getFileUrl(file!.path),
    enabled: file !== null,
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
  const pdf = link.data?.content_type === 'application/pdf';
  const wide = useMediaQuery('(min-width: 48em)') ?? true;
  return (
    <Modal
      opened={file !== null}
      onClose={() => {
        void queryClient.invalidateQueries({ queryKey: reportQueryKeys.access });
        onClose();
      }}
      title={file?.title ?? ''}
      size="xl"
      centered
    >
      {link.isPending && (
        <Group justify="center" py="xl">
          <Loader aria-label="Opening the report" />
        </Group>
      )}
      {link.isError && (
        <Alert color="red" variant="light" role="alert">
          {link.error.message}
        </Alert>
      )}
      {link.data && (
        <Stack gap="sm">
          {pdf && !wide ? (
            // Phone browsers do not show a PDF inside a page; their own viewer opens it.
            <Stack align="center" gap="sm" py="lg">
              <Text ta="center">This report is a PDF.</Text>
              <Button component="a" href={link.data.url} target="_blank" rel="noopener">
                Open PDF
              </Button>
            </Stack>
          ) : pdf ? (
            <Box
              component="iframe"
              src={link.data.url}
              title={file?.title}
              w="100%"
              h="70dvh"
              style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
            />
          ) : (
            <Image src={link.data.url} alt={file?.title ?? 'Report'} fit="contain" mah="70dvh" />
          )}
          <Group justify="space-between">
            <Text fz="xs" c="dimmed">
              This link works for 5 minutes. Opening a report is recorded in your access history.
            </Text>
            {/* Its own link serves the file as an attachment named by the report's title
                (issue 19 #13); `download` names it the same where the header is not read. */}
            <Anchor href={link.data.download_url} download={link.data.filename} className="tap-target">
              Download
            </Anchor>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
