import { ThemeIcon, Tooltip } from '@mantine/core';

/** The green tick beside a verified phone, or a field locked from the linked record. */
export function VerifiedTick({ label = 'Verified' }: { label?: string }) {
  return (
    <Tooltip label={label} withArrow>
      <ThemeIcon color="sea" radius="xl" size={22} aria-label={label} role="img">
        <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M5 12.5l4.5 4.5L19 7.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </ThemeIcon>
    </Tooltip>
  );
}
