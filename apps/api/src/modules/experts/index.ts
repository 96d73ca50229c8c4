import type { ApiModule } from '../../lib/api-module.ts';
import { expertPhotoFiles } from './photo-files.ts';
import { expertRoutes } from './routes.ts';
import { seedExperts } from './seed.ts';

// Experts: who they are, what they charge and their hours (weekly windows, date overrides, days
// off and leave, in the expert's own zone), and the one rule that turns hours into slots
// (free-slots.ts). Whether a slot is taken is booking's question, not this module's; the console's
// edits of the hours are the availability module's, through the functions below. Experts' uploaded
// photos are this module's too (photo.ts): the console's upload saves through it, and it serves them
// at /media/expert-photo/ (photo-files.ts).

export const expertsModule: ApiModule = {
  name: 'experts',
  routes: expertRoutes,
  rootRoutes: expertPhotoFiles,
  seeds: [{ name: 'demo experts', stage: 'demo', run: ({ db, log, now }) => seedExperts(db, log, now) }],
};

export {
  type ExpertFields,
  findExpertById,
  insertExpert,
  listAllExperts,
  setExpertActive,
  updateExpert,
} from './admin-repository.ts';
export { type DaySlot, type ExpertDay, expertDay } from './day-slots.ts';
export { hoursCover, isSlotOffered } from './free-slots.ts';
export {
  deleteLeave,
  type HoursWindowRow,
  insertLeave,
  isDayOffAt,
  type LeaveRow,
  leaveFrom,
  leaveOverlapping,
  localDaysSpan,
  overridesFrom,
  removeDateOverride,
  replaceDateOverride,
  replaceWeeklyHours,
  type WeeklyWindowRow,
  weeklyWindowsOf,
  zoneKnown,
} from './hours-repository.ts';
export { ownProfileRefusal, saveOwnProfile } from './own-profile.ts';
export { preparePhoto, removeOwnPhoto, saveOwnPhoto } from './photo.ts';
export { clearExpertPhoto, type PreparedPhoto, replaceExpertPhoto } from './photo-repository.ts';
export { presentDoctor } from './present.ts';
export {
  type ExpertRow,
  findActiveExpert,
  findExpertsByIds,
  lockExpert,
  type OwnProfileFields,
  searchExperts,
} from './repository.ts';
export { nextWorkingDay } from './seed.ts';
export { type Slot, slotsOfWindows } from './slots.ts';
