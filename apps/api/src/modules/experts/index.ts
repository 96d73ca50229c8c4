import type { ApiModule } from '../../lib/api-module.ts';
import { expertRoutes } from './routes.ts';
import { seedExperts } from './seed.ts';

// Experts: who they are, what they charge and their weekly schedules. Whether a slot is taken is
// booking's question, not this module's.

export const expertsModule: ApiModule = {
  name: 'experts',
  routes: expertRoutes,
  seeds: [{ name: 'demo experts', stage: 'demo', run: ({ db, log, now }) => seedExperts(db, log, now) }],
};

export { type DaySlot, type ExpertDay, expertDay } from './day-slots.ts';
export { ownProfileRefusal, saveOwnProfile } from './own-profile.ts';
export { presentDoctor } from './present.ts';
export {
  type ExpertRow,
  findActiveExpert,
  findExpertsByIds,
  type OwnProfileFields,
  searchExperts,
} from './repository.ts';
export { scheduledSlots } from './schedule.ts';
export { nextWorkingDay } from './seed.ts';
export { type Slot, slotsOfWindows } from './slots.ts';
