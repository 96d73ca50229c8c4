import { ROOM_CHAT_MAX } from '@care/contracts/meeting/constants';
import { Button, Drawer, Group, Paper, ScrollArea, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { ChatLine } from '../lib/use-webrtc-room';

interface Props {
  opened: boolean;
  onClose(): void;
  lines: ChatLine[];
  peerName: string;
  canSend: boolean;
  onSend(text: string): void;
}

/** The room's text chat: what is said here is not stored anywhere. */
export function RoomChat({ opened, onClose, lines, peerName, canSend, onSend }: Props) {
  const [text, setText] = useState('');
  const submit = () => {
    if (!text.trim()) return;
    onSend(text);
    setText('');
  };
  return (
    <Drawer opened={opened} onClose={onClose} title="Chat" position="right" size="sm">
      <Stack h="calc(100dvh - 90px)" justify="space-between" gap="sm">
        <ScrollArea style={{ flex: 1 }} aria-live="polite">
          <Stack gap="xs">
            {lines.length === 0 && (
              <Text c="dimmed" fz="sm">
                Messages here go only to {peerName} and are not saved.
              </Text>
            )}
            {lines.map((line) => (
              <Paper
                key={`${line.at}-${line.from}-${line.text.slice(0, 12)}`}
                p="xs"
                radius="md"
                bg={line.from === 'me' ? 'rose.0' : 'gray.1'}
                ml={line.from === 'me' ? 'xl' : 0}
                mr={line.from === 'me' ? 0 : 'xl'}
              >
                <Text fz="xs" c="dimmed">
                  {line.from === 'me' ? 'You' : peerName}
                </Text>
                <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {line.text}
                </Text>
              </Paper>
            ))}
          </Stack>
        </ScrollArea>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <Textarea
              aria-label="Message"
              placeholder={canSend ? 'Type a message' : `Chat opens when ${peerName} joins`}
              value={text}
              maxLength={ROOM_CHAT_MAX}
              autosize
              maxRows={4}
              style={{ flex: 1 }}
              disabled={!canSend}
              onChange={(e) => setText(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.shiftKey) {
                  e.preventDefault();
                  submit();
                }
              }}
            />
            <Button type="submit" disabled={!canSend}>
              Send
            </Button>
          </Group>
        </form>
      </Stack>
    </Drawer>
  );
}
