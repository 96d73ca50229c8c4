import { consultationMessages as cm } from '@care/contracts/staff/messages';
import type { Deps } from '../../deps.ts';
import { answerChangesOf } from '../../lib/public-answers.ts';
import { commonMasterSeed } from '../../seed/content/common-master.ts';
import { type OwnProfileFields, updateOwnProfile } from './repository.ts';

// An expert's lists must hold the values the patient app filters and labels by: the
// common-master lists (GET common-master, loaded from seed/content/common-master.ts), so a
// profile never shows a language or approach the filters cannot find.

const valuesOf = (slug: 'language' | 'expert-approaches' | 'concerns') =>
  new Set(commonMasterSeed[slug].map((i) => i.value));
const LANGUAGES = valuesOf('language');
const APPROACHES = valuesOf('expert-approaches');
const CONCERNS = valuesOf('concerns');

/** Why these lists cannot be saved for an expert of this type (a message), or null. */
export function ownProfileRefusal(type: string, f: OwnProfileFields): string | null {
  if (!f.languages.every((v) => LANGUAGES.has(v))) return cm.languagesInvalid;
  if (!f.approaches.every((v) => APPROACHES.has(v))) return cm.approachesInvalid;
  // Concerns are the counsellors' filter (experts.concerns: MHC only).
  if (type !== 'mhc' && f.concerns.length > 0) return cm.concernsForCounsellors;
  if (!f.concerns.every((v) => CONCERNS.has(v))) return cm.concernsInvalid;
  return null;
}

/**
 * Saves the expert's own profile and drops the public answers showing them: on this instance at
 * once (the expert who saves, or a patient on the same instance, sees it on the next read), on
 * every other once the transaction commits (the announce's pg_notify; the experts table's own
 * trigger of migration 0019 says the same for writes made without the API).
 */
export function saveOwnProfile(deps: Pick<Deps, 'db' | 'database'>, expertId: string, f: OwnProfileFields) {
  return deps.db.transaction(async (tx) => {
    const saved = await updateOwnProfile(tx, expertId, f);
    if (saved) await answerChangesOf(deps.database).announce(tx, [expertId]);
    return saved;
  });
}
