import { paths } from '@/config/paths';

export interface NavItem {
  to: string;
  label: string;
}

/** Top navigation, exactly as spec section 2 lists it. */
export const navLinks: NavItem[] = [
  { to: paths.home, label: 'Home' },
  { to: '/#ease', label: 'AtEase' },
  { to: '/#health', label: 'Your Health' },
  { to: paths.profile, label: 'Your Profile' },
  { to: paths.consultation, label: 'Consult an Expert' },
  { to: paths.appointments, label: 'Appointments' },
  { to: paths.quickSupport, label: 'Help' },
];

/** Home and the two home-section links share the path "/", so the hash decides which is current. */
export function isCurrent(item: NavItem, location: { pathname: string; hash: string }): boolean {
  const [path = '', hash = ''] = item.to.split('#');
  if (path !== '/' && path !== '') return location.pathname.toLowerCase().startsWith(path.toLowerCase());
  if (location.pathname !== '/') return false;
  return hash ? location.hash === `#${hash}` : location.hash === '';
}
