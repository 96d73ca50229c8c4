import { Modal, Text } from '@mantine/core';
import { SafeHtml } from '@/components/safe-html';
import tapTargets from './tap-targets.module.css';

interface TermsDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The terms' HTML (page/tnc); null while it loads. */
  html: string | null;
}

/**
 * The terms & conditions behind the form's link. A chunk of its own (the Modal and the HTML
 * sanitiser, ~30 KB gzip), loaded when the patient reaches for the link.
 */
export function TermsDialog({ opened, onClose, html }: TermsDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Terms & Conditions"
      size="lg"
      classNames={{ content: tapTargets.targets }}
    >
      {html !== null ? <SafeHtml html={html} /> : <Text c="dimmed">Loading…</Text>}
    </Modal>
  );
}
