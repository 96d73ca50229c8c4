import { z } from 'zod';
import { textField } from '../common/fields.ts';
import { chatMessages as cm } from './messages.ts';

// The assistant (POST chat-with-sehej). The spec sends {start_new_chat:true} to begin and
// {answer} with an option code; free text is our addition, sent as {text}. The mobile apps send
// what the patient typed as {answer} too, so an answer takes free text as long as {text} does
// (the assistant reads anything that is not an option of the current node as free text).

export const chatBody = z
  .object({
    start_new_chat: z.boolean().optional(),
    answer: textField({ multiline: true })
      .trim()
      .min(1, cm.unknownOption)
      .max(500, cm.textTooLong)
      .optional(),
    text: textField({ multiline: true }).max(500, cm.textTooLong).optional(),
  })
  .refine((b) => b.start_new_chat === true || b.answer !== undefined || b.text !== undefined, {
    message: cm.startOrAnswer,
  });
export type ChatBody = z.infer<typeof chatBody>;

export const chatOptionSchema = z.object({ option_code: z.string(), option_value: z.string() });
export type ChatOption = z.infer<typeof chatOptionSchema>;

/** A place in the app the answer points to (ours): a screen path and its button text. */
export const chatLinkSchema = z.object({
  label: z.string(),
  href: z.string(),
  /** Navigation state for screens that read it (type MHC for booking a therapist). */
  state: z.record(z.string(), z.string()).nullable(),
});
export type ChatLink = z.infer<typeof chatLinkSchema>;

export const chatReplySchema = z.object({
  /** Only on a new chat. */
  welcome_message: z.string().nullable(),
  /** The answer to what the patient chose or wrote. */
  response_for_previous_question: z.string().nullable(),
  new_question: z.string().nullable(),
  options_for_new_question: z.array(chatOptionSchema),
  link: chatLinkSchema.nullable(),
  /** Addressed to the patient by name after sad or anxious answers, and once past 10 messages. */
  empathy_message: z.string().nullable(),
  /** True when the message was about self-harm or crisis: the helpline leads the answer. */
  crisis: z.boolean(),
});
export type ChatReply = z.infer<typeof chatReplySchema>;
