import { Group, Text, VisuallyHidden } from '@mantine/core';

const LABELS = ['Account', 'About you', 'Interests'];

/** A small "where am I" strip for the three sign-up screens. */
export function StepProgress({ active }: { active: 0 | 1 | 2 }) {
  return (
    // A plain group may not carry a label (aria-prohibited-attr): the step is said in text instead,
    // and the drawn strip is hidden from screen readers.
    <Group gap={6} mb="lg">
      <VisuallyHidden>{`Step ${active + 1} of ${LABELS.length}: ${LABELS[active]}`}</VisuallyHidden>
      {LABELS.map((label, i) => (
        <Group key={label} gap={6} wrap="nowrap" style={{ flex: 1 }} aria-hidden>
          <div
            style={{
              height: 6,
              flex: 1,
              borderRadius: 999,
              background:
                i <= active
                  ? 'linear-gradient(90deg, var(--mantine-color-rose-4), var(--mantine-color-sea-4))'
                  : 'var(--mantine-color-gray-2)',
            }}
          />
          <Text
            size="xs"
            c={i === active ? 'rose.7' : 'dimmed'}
            fw={i === active ? 700 : 500}
            visibleFrom="xs"
          >
            {label}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
