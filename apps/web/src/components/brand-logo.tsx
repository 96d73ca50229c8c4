import { Group, Skeleton, Text } from '@mantine/core';

/** The round rose-and-teal mark shown beside the brand name. */
export function BrandMark({ size = 36 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      style={{ flexShrink: 0 }}
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="20" cy="20" r="20" fill="#fff0f4" />
      <path
        d="M20 30.5c-6.2-4.3-10-8.1-10-12.4A5.6 5.6 0 0 1 20 14.6a5.6 5.6 0 0 1 10 3.5c0 4.3-3.8 8.1-10 12.4z"
        fill="#b8325f"
      />
      <path
        d="M14.5 19.5h3.5l1.6-3 2.4 6 1.6-3h2.9"
        fill="none"
        stroke="#ffffff"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Mark plus name; while the name is loading a placeholder keeps the header from jumping. */
export function BrandLogo({ name, loading = false }: { name: string | undefined; loading?: boolean }) {
  return (
    <Group gap={10} wrap="nowrap" miw={0}>
      <BrandMark />
      {loading ? (
        <Skeleton height={18} width={110} radius="sm" />
      ) : name ? (
        <Text component="span" fw={700} fz={{ base: 'md', xs: 'lg' }} c="rose.9" lh={1.2} truncate="end">
          {name}
        </Text>
      ) : null}
    </Group>
  );
}
