import type { ApiModule } from '../../lib/api-module.ts';

// Availability (issue 21): an expert's weekly hours, date overrides and leave, edited from the
// console; leave over booked time cancels those appointments with refunds.

export const availabilityModule: ApiModule = {
  name: 'availability',
};
