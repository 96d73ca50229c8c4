import { asc, eq } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { chatNodes, chatSessions, chatTopics } from '../../db/schema/index.ts';
import type { ChatState, ChatStep, ChatTree } from './engine.ts';

// Only this file reads or writes the chat tables.

/** The whole conversation tree: a few dozen small rows, read per message. */
export async function loadChatTree(db: Conn): Promise<ChatTree> {
  // One after the other: inside a transaction both share one connection.
  const nodes = await db.select().from(chatNodes);
  const topics = await db
    .select({
      keywords: chatTopics.keywords,
      nodeCode: chatTopics.nodeCode,
      sort: chatTopics.sort,
    })
    .from(chatTopics)
    .orderBy(asc(chatTopics.sort), asc(chatTopics.id));
  return { nodes: new Map(nodes.map((n) => [n.code, n])), topics };
}

export interface ChatTurnContext {
  state: ChatState | null;
  tree: ChatTree;
  firstName: string;
}

/**
 * One exchange in one transaction: the patient's session is read and locked (two messages
 * sent at once are answered one after the other), `decide` works out the reply, and the new
 * state is saved only when the step succeeded, so a refused answer changes nothing.
 */
export async function takeChatTurn(
  db: Conn,
  patient: { id: string; firstName: string },
  decide: (context: ChatTurnContext) => ChatStep,
  now: Date,
): Promise<ChatStep> {
  const patientId = patient.id;
  return db.transaction(async (tx) => {
    const [session] = await tx
      .select()
      .from(chatSessions)
      .where(eq(chatSessions.patientId, patientId))
      .for('update');
    const tree = await loadChatTree(tx);
    const step = decide({
      state: session
        ? {
            nodeCode: session.nodeCode,
            messageCount: session.messageCount,
            distressSeen: session.distressSeen,
            empathySent: session.empathySent,
          }
        : null,
      tree,
      firstName: patient.firstName,
    });
    if (step.ok) await saveChatSession(tx, patientId, step.state, step.restarted, now);
    return step;
  });
}

async function saveChatSession(db: Conn, patientId: string, state: ChatState, restarted: boolean, now: Date) {
  await db
    .insert(chatSessions)
    .values({ patientId, ...state, startedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: chatSessions.patientId,
      set: { ...state, updatedAt: now, ...(restarted ? { startedAt: now } : {}) },
    });
}
