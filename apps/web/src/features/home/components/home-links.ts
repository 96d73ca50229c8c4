import type { ComponentType } from 'react';
import {
  BookmarkIcon,
  CalendarIcon,
  FileIcon,
  FlaskIcon,
  GiftIcon,
  HelpIcon,
  StethoscopeIcon,
  UserIcon,
} from '@/components/icons/care-icons';
import type { IconProps } from '@/components/icons/svg-icon';
import { paths } from '@/config/paths';

export interface HomeLink {
  label: string;
  description: string;
  to: string;
  /** Navigation state the target screen reads (e.g. the consultation type). */
  state?: unknown;
  icon: ComponentType<IconProps>;
}

/** Signed-in greeting shortcuts. */
export const patientShortcuts: HomeLink[] = [
  { label: 'Edit Profile', description: 'Keep your details up to date', to: paths.profile, icon: UserIcon },
  {
    label: 'Consult an Expert',
    description: 'Genetic and mental-health counsellors',
    to: paths.consultation,
    icon: StethoscopeIcon,
  },
  {
    label: 'Quick Support',
    description: 'Answers to common questions',
    to: paths.quickSupport,
    icon: HelpIcon,
  },
];

/** The Your Health menu (spec section 2, Home); Tools arrives with the ovulation calculator. */
export const yourHealthLinks: HomeLink[] = [
  {
    label: 'Consult an Expert',
    description: 'Book a video consultation',
    to: paths.consultation,
    icon: StethoscopeIcon,
  },
  { label: 'Book Test', description: 'Find and book a lab test', to: paths.bookTest, icon: FlaskIcon },
  { label: 'My Reports', description: 'Your test and doctor reports', to: paths.myReports, icon: FileIcon },
  { label: 'My Bookmarks', description: 'Articles you saved', to: paths.bookmarks, icon: BookmarkIcon },
];

/** At Ease tiles that have a screen today; the assistant chat tile joins when the drawer lands. */
export const atEaseLinks: HomeLink[] = [
  {
    label: 'Book a Session',
    description: 'Talk to a mental-health counsellor',
    to: paths.expertDetail,
    state: { type: 'MHC' },
    icon: CalendarIcon,
  },
  { label: 'Gift a Session', description: 'Give someone the gift of care', to: paths.gifts, icon: GiftIcon },
];
