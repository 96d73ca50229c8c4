import { Drawer } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { useState } from 'react';
import { usePublicConfig } from '@/lib/public-config';
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

  // Mounted already open (its code loads on the first tap), Mantine's Drawer would not know what
  // had focus before it, and closing would leave focus on <body>. Opening one commit after
  // mounting lets it remember the opener and give focus back to it on close.
  const mounted = useMounted();
  return (
    <Drawer.Root
      opened={opened && mounted}
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
