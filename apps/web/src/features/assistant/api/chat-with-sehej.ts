import type { ChatBody, ChatReply } from '@care/contracts/chat/schemas';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * One turn with the assistant: {start_new_chat:true} begins a chat, {answer} sends an option
 * code, {text} free text. The conversation itself is kept on the server per patient.
 */
export async function chatWithSehej(body: ChatBody): Promise<ChatReply> {
  const res = await api('chat-with-sehej', {
    method: 'POST',
    body,
    schema: () => import('@care/contracts/chat/schemas').then((m) => m.chatReplySchema),
  });
  return res.data;
}

export const chatWithSehejMutationOptions = mutationOptions({
  mutationKey: ['chat-with-sehej'],
  mutationFn: chatWithSehej,
});

export function useChatWithSehej() {
  return useMutation(chatWithSehejMutationOptions);
}
