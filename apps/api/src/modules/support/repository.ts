import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import {
  commonMaster,
  contactEnquiries,
  pages,
  quickSupportCategories,
  quickSupportQuestions,
} from '../../db/schema/index.ts';

// The only module that reads or writes enquiries, the FAQ, static pages and common-master lists.

export async function addContactEnquiry(
  db: Conn,
  enquiry: Omit<typeof contactEnquiries.$inferInsert, 'id' | 'createdAt'>,
): Promise<string> {
  const [row] = await db.insert(contactEnquiries).values(enquiry).returning({ id: contactEnquiries.id });
  return row!.id;
}

/** An audience's FAQ categories (in order) and their questions (in order). */
export async function quickSupportFor(db: Conn, audience: string) {
  const categories = await db
    .select()
    .from(quickSupportCategories)
    .where(eq(quickSupportCategories.audience, audience))
    .orderBy(asc(quickSupportCategories.sort));
  const ids = categories.map((c) => c.id);
  const questions = ids.length
    ? await db
        .select()
        .from(quickSupportQuestions)
        .where(
          and(inArray(quickSupportQuestions.categoryId, ids), isNotNull(quickSupportQuestions.publishedAt)),
        )
        .orderBy(asc(quickSupportQuestions.sort))
    : [];
  return { categories, questions };
}

export async function findPage(db: Conn, slug: string) {
  const [row] = await db.select().from(pages).where(eq(pages.slug, slug));
  return row;
}

/** Common-master rows of the given lists (all lists when none is named), in list order. */
export function commonMasterRows(db: Conn, slugs: readonly string[] | undefined) {
  return db
    .select()
    .from(commonMaster)
    .where(slugs ? inArray(commonMaster.slug, [...slugs]) : undefined)
    .orderBy(asc(commonMaster.slug), asc(commonMaster.sort));
}
