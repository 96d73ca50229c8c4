import { articleMessages } from '@care/contracts/articles/messages';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { copyText } from '../lib/copy-text';
import { CopyIcon } from './article-icons';

interface ShareDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  url: string;
}

/** Shown where the system share sheet is not available: the link and a Copy button. */
export function ShareDialog({ opened, onClose, title, url }: ShareDialogProps) {
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');

  const close = () => {
    setStatus('idle');
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title="Share this article">
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          Send “{title}” to someone who might find it helpful.
        </Text>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            ref={input}
            label="Link"
            value={url}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
            style={{ flex: 1 }}
          />
          <Button
            size="md"
            leftSection={<CopyIcon size={16} />}
            onClick={async () => setStatus((await copyText(url, input.current)) ? 'copied' : 'failed')}
          >
            Copy
          </Button>
        </Group>
        <Text fz="sm" c={status === 'failed' ? 'red.8' : 'sea.8'} role="status" mih={20}>
          {status === 'copied' && articleMessages.linkCopied}
          {status === 'failed' && 'The link could not be copied. Select it and copy it by hand.'}
        </Text>
      </Stack>
    </Modal>
  );
}
