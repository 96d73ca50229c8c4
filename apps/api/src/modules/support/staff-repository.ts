import { asc, eq, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { quickSupportCategories, quickSupportQuestions } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/ids.ts';

// The console's reads and writes of the quick-support FAQ (issue 22): every audience, published
// answers and unpublished ones.

export type QuestionRow = typeof quickSupportQuestions.$inferSelect;

export async function allQuickSupport(db: Conn) {
  const categories = await db
    .select()
    .from(quickSupportCategories)
    .orderBy(
      asc(quickSupportCategories.audience),
      asc(quickSupportCategories.sort),
      asc(quickSupportCategories.name),
    );
  const questions = await db
    .select()
    .from(quickSupportQuestions)
    .orderBy(asc(quickSupportQuestions.sort), asc(quickSupportQuestions.id));
  return { categories, questions };
}

export async function categoryExists(db: Conn, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const [row] = await db
    .select({ id: quickSupportCategories.id })
    .from(quickSupportCategories)
    .where(eq(quickSupportCategories.id, id));
  return Boolean(row);
}

export async function lockQuestion(tx: Conn, id: string): Promise<QuestionRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await tx
    .select()
    .from(quickSupportQuestions)
    .where(eq(quickSupportQuestions.id, id))
    .for('update');
  return row ?? null;
}

/** A new answer, published, last in its category. */
export async function insertQuestion(
  tx: Conn,
  q: { categoryId: string; question: string; answer: string; now: Date },
): Promise<QuestionRow> {
  const [row] = await tx
    .insert(quickSupportQuestions)
    .values({
      categoryId: q.categoryId,
      question: q.question,
      answer: q.answer,
      publishedAt: q.now,
      sort: sql`(select coalesce(max(${quickSupportQuestions.sort}), 0) + 1 from ${quickSupportQuestions} where ${quickSupportQuestions.categoryId} = ${q.categoryId})`,
    })
    .returning();
  return row!;
}

export async function updateQuestion(
  tx: Conn,
  id: string,
  set: Partial<Pick<QuestionRow, 'categoryId' | 'question' | 'answer' | 'publishedAt'>>,
): Promise<QuestionRow> {
  const [row] = await tx
    .update(quickSupportQuestions)
    .set(set)
    .where(eq(quickSupportQuestions.id, id))
    .returning();
  return row!;
}
