import type { Db } from '../../db/client.ts';
import { addToLikeCount, toggleMark } from './repository.ts';

// What a reader does to an article, each in one transaction: the like and the article's count
// move together, so a count is always the number of likes behind it.

export function toggleLike(db: Db, articleId: string, patientId: string) {
  return db.transaction(async (tx) => {
    const { marked, delta } = await toggleMark(tx, 'like', articleId, patientId);
    return { liked: marked, likes: await addToLikeCount(tx, articleId, delta) };
  });
}

export async function toggleBookmark(db: Db, articleId: string, patientId: string) {
  const { marked } = await toggleMark(db, 'bookmark', articleId, patientId);
  return { bookmarked: marked };
}
