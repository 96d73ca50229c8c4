import type { Tribe } from '@care/contracts/patient/constants';
import { type IconProps, SvgIcon } from '@care/ui/icons/svg-icon';
import type { ReactNode } from 'react';

// One small drawing per support tribe, so the tribe home can be read at a glance.
const DRAWINGS: Record<Tribe, ReactNode> = {
  // A cloud with the sun coming out from behind it.
  'Depression Support': (
    <>
      <path d="M14 5.5a4 4 0 0 1 6 3.4" />
      <path d="M16 2v1.2M20.9 4.3l-.9.8M22 9h-1.2" />
      <path d="M7 19a4.5 4.5 0 0 1-.6-9A5.5 5.5 0 0 1 17 11.5a3.8 3.8 0 0 1-.5 7.5z" />
    </>
  ),
  // Slow breaths: three calm waves.
  'Anxiety Support': (
    <>
      <path d="M2 8c2.5-2 5-2 7.5 0s5 2 7.5 0 3.5-1.5 5-1" />
      <path d="M2 13c2.5-2 5-2 7.5 0s5 2 7.5 0 3.5-1.5 5-1" />
      <path d="M2 18c2.5-2 5-2 7.5 0s5 2 7.5 0 3.5-1.5 5-1" />
    </>
  ),
  // A candle kept alight.
  'Grief Support': (
    <>
      <path d="M12 2.5c1.6 1.8 2.2 3 2.2 4.1a2.2 2.2 0 0 1-4.4 0c0-1.1.6-2.3 2.2-4.1z" />
      <rect x="8.5" y="10" width="7" height="11" rx="1.5" />
      <path d="M6 21h12" />
    </>
  ),
  // A seedling: hope that grows.
  'Infertility Support': (
    <>
      <path d="M12 21v-9" />
      <path d="M12 12c0-4 2.5-6.5 7-6.5 0 4.2-2.8 6.5-7 6.5z" />
      <path d="M12 14.5c0-3.2-2-5.3-6-5.3 0 3.4 2.3 5.3 6 5.3z" />
      <path d="M7 21h10" />
    </>
  ),
  // A crescent moon and a small star, for a baby remembered.
  'Perinatal Loss Support': (
    <>
      <path d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z" />
      <path d="m17 3 .7 1.6 1.6.7-1.6.7L17 7.6l-.7-1.6-1.6-.7 1.6-.7z" />
    </>
  ),
  // A parent holding a baby close.
  'Postpartum Support': (
    <>
      <circle cx="9" cy="5" r="2.5" />
      <path d="M4.5 21v-5.5A4.5 4.5 0 0 1 9 11h1.5" />
      <circle cx="15.5" cy="13" r="2" />
      <path d="M9 16.5c1.5 2.3 4 3.5 6.5 3.5a4 4 0 0 0 4-4v-.5" />
    </>
  ),
  // A rainbow.
  'Queer Support': (
    <>
      <path d="M2 18a10 10 0 0 1 20 0" />
      <path d="M5.5 18a6.5 6.5 0 0 1 13 0" />
      <path d="M9 18a3 3 0 0 1 6 0" />
    </>
  ),
};

export function TribeIcon({ tribe, ...props }: IconProps & { tribe: Tribe }) {
  return <SvgIcon {...props}>{DRAWINGS[tribe]}</SvgIcon>;
}
