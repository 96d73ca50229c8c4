import { RetryAlert } from '@care/ui/components/retry-alert';
import { Modal, Skeleton, Stack } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { SafeHtml } from '@/components/safe-html';
import { useStaticPage } from '../api/get-static-page';
import { type PolicySlug, policyTitles } from './policy-titles';

function PolicyBody({ slug }: { slug: PolicySlug }) {
  const page = useStaticPage(slug);
  if (page.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label={`Loading ${policyTitles[slug]}`}>
        <Skeleton height={14} />
        <Skeleton height={14} />
        <Skeleton height={14} width="80%" />
        <Skeleton height={20} width="40%" mt="md" />
        <Skeleton height={14} />
      </Stack>
    );
  }
  if (page.isError) {
    return (
      <RetryAlert
        title={`${policyTitles[slug]} could not be loaded`}
        message={page.error.message}
        onRetry={() => page.refetch()}
      />
    );
  }
  return <SafeHtml html={page.data.description} fz="sm" />;
}

/** A legal policy from the server, in a dialog (the footer's Privacy and Cookie links). */
export function PolicyDialog({ slug, onClose }: { slug: PolicySlug | null; onClose: () => void }) {
  // The footer mounts this (lazy) dialog already open; opening one commit later keeps the transition.
  const mounted = useMounted();
  return (
    <Modal
      opened={slug !== null && mounted}
      onClose={onClose}
      title={slug ? policyTitles[slug] : ''}
      size="lg"
    >
      {slug && <PolicyBody slug={slug} />}
    </Modal>
  );
}
