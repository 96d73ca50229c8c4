import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/use-session';
import { closeChat, useChatDrawerOpen } from '../chat-drawer-store';

// The drawer, the chat and their styles download the first time a patient opens the chat.
const ChatDrawer = lazy(() => import('./chat-drawer').then((m) => ({ default: m.ChatDrawer })));

/**
 * Mounted once in the main layout. Renders nothing until the chat is first opened; after that
 * the drawer stays mounted so closing it can animate.
 */
export function ChatDrawerHost() {
  const open = useChatDrawerOpen();
  const patient = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [loaded, setLoaded] = useState(false);
  const opened = open && patient !== null;
  if (opened && !loaded) setLoaded(true);

  // Visitors have no token to chat with: send them to sign in, then back to this page.
  useEffect(() => {
    if (!open || patient) return;
    closeChat();
    const next = `${location.pathname}${location.search}${location.hash}`;
    navigate(`${paths.login}?next=${encodeURIComponent(next)}`);
  }, [open, patient, location, navigate]);

  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <ChatDrawer opened={opened} onClose={closeChat} />
    </Suspense>
  );
}
