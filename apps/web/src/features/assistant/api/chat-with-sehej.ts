import { type ChatBody, type ChatReply, chatReplySchema } from '@care/contracts/chat/schemas';
import { DEFAULT_MESSAGE } from '@care/contracts/common/constants';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';

/**
 * One turn with the assistant: {start_new_chat:true} begins a chat, {answer} sends an option
 * code, {text} free text. The conversation itself is kept on the server per patient.
 */
export async function chatWithSehej(body: ChatBody): Promise<ChatReply> {
  const res = await api<unknown>('chat-with-sehej', { method: 'POST', body });
  const parsed = chatReplySchema.safeParse(res.data);
  if (!parsed.success) throw new ApiError(DEFAULT_MESSAGE, res.statusCode, res);
  return parsed.data;
}

export const chatWithSehejMutationOptions = mutationOptions({
  mutationKey: ['chat-with-sehej'],
  mutationFn: chatWithSehej,
});

export function useChatWithSehej() {
  return useMutation(chatWithSehejMutationOptions);
}
