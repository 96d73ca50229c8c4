import { ROLE_PERMISSIONS } from '@care/contracts/staff/constants';
import { describe, expect, it } from 'vitest';
import { navItemsFor } from './navigation';

// Navigation by permission: each role is offered only what ROLE_PERMISSIONS lets it do.

const labels = (role: keyof typeof ROLE_PERMISSIONS) =>
  navItemsFor(ROLE_PERMISSIONS[role]).map((i) => i.label);

describe('navItemsFor', () => {
  it("offers an expert their day, hours and profile, and no one else's accounts", () => {
    expect(labels('expert')).toEqual(['Appointments', 'Availability', 'Profile', 'Your account']);
  });

  it('offers an admin the accounts and the access log, and no clinical screen', () => {
    expect(labels('admin')).toEqual(['Staff accounts', 'Access log', 'Your account']);
  });

  it('offers operations the content screens and their own account', () => {
    expect(labels('operations')).toEqual(expect.arrayContaining(['Content', 'Your account']));
  });

  it('offers content editing to operations only', () => {
    expect(labels('expert')).not.toContain('Content');
    expect(labels('admin')).not.toContain('Content');
  });
});
