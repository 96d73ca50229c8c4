import type { Tx } from '../db/client.ts';
import { chatNodes, chatTopics } from '../db/schema/index.ts';
import { chatNodesSeed, chatTopicsSeed } from './content/chat-tree.ts';

/**
 * Loads the assistant's conversation tree: the nodes first, as topics point at them. Topics
 * have no natural key, so they are added only along with a fresh tree, never twice.
 */
export async function seedChat(tx: Tx): Promise<void> {
  const added = await tx
    .insert(chatNodes)
    .values(chatNodesSeed)
    .onConflictDoNothing()
    .returning({ code: chatNodes.code });
  if (added.length === 0) return;
  await tx.insert(chatTopics).values(chatTopicsSeed);
}
