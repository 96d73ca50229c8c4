import { Drawer } from '@mantine/core';
import { useState } from 'react';
import { usePublicConfig } from '@/features/config/api/get-config';
import { ChatConversation } from './chat-conversation';
import classes from './chat-drawer.module.css';

interface ChatDrawerProps {
  opened: boolean;
  onClose: () => void;
}

/** The assistant in a drawer on the right (spec section 2, Chat drawer). */
export function ChatDrawer({ opened, onClose }: ChatDrawerProps) {
  const config = usePublicConfig();
  const assistantName = config.data?.assistant_name ?? 'our assistant';

  // Every opening is a new chat: the conversation is keyed by how many times the drawer opened.
  const [session, setSession] = useState(opened ? 1 : 0);
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setSession((n) => n + 1);
  }

  return (
    <Drawer.Root
      opened={opened}
      onClose={onClose}
      position="right"
      // Through classNames, not className on Drawer.Content: that one also lands on the inner wrapper.
      classNames={{ content: classes.content, header: classes.header, body: classes.body }}
    >
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Header>
          <Drawer.Title fw={700} fz="lg">
            Chat With {assistantName}
          </Drawer.Title>
          <Drawer.CloseButton aria-label="Close chat" />
        </Drawer.Header>
        <Drawer.Body>
          <ChatConversation key={session} assistantName={assistantName} onLeave={onClose} />
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
