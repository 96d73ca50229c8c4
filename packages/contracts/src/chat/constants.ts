// The guided assistant.

/** The chat adds an empathy message once the conversation passes this many messages. */
export const CHAT_EMPATHY_AFTER_MESSAGES = 10;
