import { ROLE_PERMISSIONS } from '@care/contracts/staff/constants';
import { describe, expect, it } from 'vitest';
import { navItemsFor } from './navigation';

// Navigation by permission: each role is offered only what ROLE_PERMISSIONS lets it do.

const labels = (role: keyof typeof ROLE_PERMISSIONS) =>
  navItemsFor(ROLE_PERMISSIONS[role]).map((i) => i.label);

/** What operations is offered, in the navigation's order. */
const OPERATIONS_NAV = [
  'Lab collections',
  'Lab catalogue',
  'Coupons',
  'Gift codes',
  'Payments',
  'Experts',
  'Reviews',
  'Contact enquiries',
  'Content',
  'Your account',
];

describe('navItemsFor', () => {
  it("offers an expert their day, hours and profile, and no one else's accounts", () => {
    expect(labels('expert')).toEqual(['Appointments', 'Availability', 'Profile', 'Your account']);
  });

  it('offers an admin the accounts and the access log, and no clinical screen', () => {
    expect(labels('admin')).toEqual(['Staff accounts', 'Access log', 'Audit log', 'Your account']);
  });

  it('offers operations the lab, money, experts, reviews, enquiries and content (issue 22) and their own account', () => {
    expect(labels('operations')).toEqual(OPERATIONS_NAV);
    for (const label of [
      'Appointments',
      'Availability',
      'Profile',
      'Staff accounts',
      'Access log',
      'Audit log',
    ])
      expect(labels('operations')).not.toContain(label);
    expect(labels('expert')).not.toContain('Experts');
    expect(labels('admin')).not.toContain('Reviews');
  });
});
