import { Drawer } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { useState } from 'react';
import { usePublicConfig } from '@/lib/public-config';
import { ChatConversation } from './chat-conversation';
import classes from './chat-drawer.module.css';
import { HelpNow } from './help-now';

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

  // "Get help now" opens its panel inside the drawer. The drawer listens for Escape on the whole
  // window, ahead of the panel: while the panel is open, Escape is the panel's alone.
  const [helpOpen, setHelpOpen] = useState(false);
  if (!opened && helpOpen) setHelpOpen(false);

  return (
    <Drawer.Root
      opened={opened && mounted}
      onClose={onClose}
      closeOnEscape={!helpOpen}
      position="right"
      // Through classNames, not className on Drawer.Content: that one also lands on the inner wrapper.
      classNames={{ content: classes.content, header: classes.header, body: classes.body }}
    >
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Header>
          <Drawer.Title fw={700} fz="md" className={classes.title}>
            Chat With {assistantName}
          </Drawer.Title>
          {/* Always here, whatever the conversation is doing: loading, failed, mid-answer. */}
          <div className={classes.headerActions}>
            <HelpNow opened={helpOpen} onChange={setHelpOpen} />
            <Drawer.CloseButton aria-label="Close chat" className={classes.close} />
          </div>
        </Drawer.Header>
        <Drawer.Body>
          <ChatConversation key={session} assistantName={assistantName} onLeave={onClose} />
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
