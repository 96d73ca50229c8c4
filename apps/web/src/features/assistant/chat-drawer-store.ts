import { useSyncExternalStore } from 'react';

// Whether the assistant's drawer is open, shared by whoever opens it (the home page's At Ease
// tile) and the host mounted in the main layout. A tiny external store: no context provider,
// and callers outside React can open it.

let open = false;
const listeners = new Set<() => void>();

function setOpen(next: boolean) {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const isOpen = () => open;

/**
 * Asks for the chat. The chat needs a token, so for a visitor the host turns this into a trip
 * to the sign-in page instead (chat-drawer-host.tsx).
 */
export function openChat() {
  setOpen(true);
}

export function closeChat() {
  setOpen(false);
}

export function useChatDrawerOpen(): boolean {
  return useSyncExternalStore(subscribe, isOpen, () => false);
}
