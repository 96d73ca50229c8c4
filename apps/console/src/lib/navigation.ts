import type { StaffPermission } from '@care/contracts/staff/constants';
import { paths } from '@/config/paths';

export interface NavItem {
  label: string;
  to: string;
  /** Shown when the role has any of these; none means every role. */
  anyOf: readonly StaffPermission[];
}

/** The console's sections in the order the navigation lists them. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Appointments', to: paths.schedule, anyOf: ['schedule.read_own'] },
  { label: 'Availability', to: paths.availability, anyOf: ['availability.edit_own'] },
  { label: 'Profile', to: paths.profile, anyOf: ['profile.edit_own'] },
  { label: 'Staff accounts', to: paths.staff, anyOf: ['staff.invite', 'staff.manage'] },
  { label: 'Access log', to: paths.accessLog, anyOf: ['access_log.search'] },
  { label: 'Audit log', to: paths.auditLog, anyOf: ['audit.search'] },
  { label: 'Lab collections', to: paths.labCollections, anyOf: ['lab.run'] },
  { label: 'Lab catalogue', to: paths.labCatalogue, anyOf: ['lab.catalogue'] },
  { label: 'Coupons', to: paths.coupons, anyOf: ['coupons.manage'] },
  { label: 'Gift codes', to: paths.gifts, anyOf: ['gifts.read'] },
  { label: 'Payments', to: paths.payments, anyOf: ['payments.read'] },
  { label: 'Experts', to: paths.experts, anyOf: ['experts.manage'] },
  { label: 'Reviews', to: paths.reviews, anyOf: ['reviews.moderate'] },
  { label: 'Contact enquiries', to: paths.enquiries, anyOf: ['enquiries.handle'] },
  { label: 'Content', to: paths.content, anyOf: ['content.edit'] },
  { label: 'Your account', to: paths.account, anyOf: [] },
];

/** The sections this set of permissions may open (navigation by permission). */
export function navItemsFor(permissions: readonly StaffPermission[]): NavItem[] {
  return NAV_ITEMS.filter(
    (item) => item.anyOf.length === 0 || item.anyOf.some((p) => permissions.includes(p)),
  );
}
