import { z } from 'zod';
import { textField } from '../common/fields.ts';
import { URGENT_KINDS } from './constants.ts';
import { chatMessages as cm } from './messages.ts';

// The assistant (POST chat-with-sehej). The spec sends {start_new_chat:true} to begin and
// {answer} with an option code; free text is our addition, sent as {text}. The mobile apps send
// what the patient typed as {answer} too, so an answer takes free text as long as {text} does
// (the assistant reads anything that is not an option of the current node as free text).
// Neither has a length rule: the whole message is read for danger first (issue 16), then only
// its first CHAT_TEXT_MAX characters; the route's body limit is the one bound.

export const chatBody = z
  .object({
    start_new_chat: z.boolean().optional(),
    answer: textField({ multiline: true }).trim().min(1, cm.unknownOption).optional(),
    text: textField({ multiline: true }).optional(),
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

/** A number to call, as a tap-to-call button shows it. */
export const chatHelplineSchema = z.object({ label: z.string(), number: z.string(), tel: z.string() });
export type ChatHelpline = z.infer<typeof chatHelplineSchema>;

/** What leads an urgent answer (ours): its kind, a short heading and the numbers to call first. */
export const chatUrgentHelpSchema = z.object({
  kind: z.enum(URGENT_KINDS),
  title: z.string(),
  helplines: z.array(chatHelplineSchema),
});
export type ChatUrgentHelp = z.infer<typeof chatUrgentHelpSchema>;

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
  /**
   * True when the answer is about a person's safety (self-harm, harming the baby, an overdose,
   * psychosis, violence at home): the helplines lead it.
   */
  crisis: z.boolean(),
  /** Set on every urgent answer (crisis or medical emergency): the numbers to call first (ours). */
  urgent_help: chatUrgentHelpSchema.nullable(),
  /**
   * True when the reply carries the safety line (in response_for_previous_question) and the two
   * one-tap safety options (at the end of options_for_new_question): every reply to free text
   * that is not confidently about a safe topic (ours).
   */
  safety_net: z.boolean(),
});
export type ChatReply = z.infer<typeof chatReplySchema>;
