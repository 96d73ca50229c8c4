import { FacebookIcon, InstagramIcon, LinkedinIcon, YoutubeIcon } from '@care/ui/icons/social-icons';
import type { IconProps } from '@care/ui/icons/svg-icon';
import type { ComponentType } from 'react';
import { paths } from '@/config/paths';

export interface FooterLink {
  label: string;
  to: string;
}

export const quickLinks: FooterLink[] = [
  { label: 'Home', to: paths.home },
  // Our company page; the spec's "external company pages" are the provider's own site.
  { label: 'About Us', to: paths.aboutUs },
  { label: 'Quick Support', to: paths.quickSupport },
  { label: 'Contact Us', to: paths.contactUs },
];

export const serviceLinks: FooterLink[] = [
  { label: 'Genetic Counselling', to: paths.consultation },
  { label: 'Mental Health Counselling', to: paths.consultation },
  { label: 'Book a Test', to: paths.bookTest },
  { label: 'Gift a Session', to: paths.gifts },
];

export interface SocialLink {
  label: string;
  href: string;
  icon: ComponentType<IconProps>;
}

// The provider's social handles are not in the spec or the public config yet; these point to
// the networks until the real page addresses are supplied.
export const socialLinks: SocialLink[] = [
  { label: 'Facebook', href: 'https://www.facebook.com/', icon: FacebookIcon },
  { label: 'Instagram', href: 'https://www.instagram.com/', icon: InstagramIcon },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/', icon: LinkedinIcon },
  { label: 'YouTube', href: 'https://www.youtube.com/', icon: YoutubeIcon },
];
