// What other features and the layout may use of the assistant: a way to open the chat, and the
// host that shows it (mounted once, in the main layout).
export { openChat } from './chat-drawer-store';
export { ChatDrawerHost } from './components/chat-drawer-host';
// Helpline numbers in a text as tap-to-call parts (Quick Support's answers use it too).
export { helplineParts } from './lib/helpline-links';
