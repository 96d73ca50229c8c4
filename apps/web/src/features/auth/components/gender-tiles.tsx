import { GENDER_LABELS, GENDERS, type Gender } from '@care/contracts/patient/constants';
import { SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import classes from './choice-tile.module.css';

interface GenderTilesProps {
  value: Gender | null;
  onChange: (gender: Gender) => void;
  disabled?: boolean;
  /** Shown under the tiles, e.g. why they cannot be changed. */
  note?: React.ReactNode;
  error?: React.ReactNode;
}

const SYMBOLS: Record<Gender, string> = {
  male: '\u2642',
  female: '\u2640',
  trans: '\u26A7',
  'non-binary': '\u26A5',
  other: '\u2726',
};

/** Man, Woman, Transgender, Non-Binary, Other: one choice, shown as tiles. */
export function GenderTiles({ value, onChange, disabled, note, error }: GenderTilesProps) {
  return (
    <div>
      <Text fw={500} size="sm" mb={6} id="gender-label">
        Gender
      </Text>
      <SimpleGrid cols={3} spacing="sm" role="radiogroup" aria-labelledby="gender-label">
        {GENDERS.map((g) => (
          <UnstyledButton
            key={g}
            role="radio"
            aria-checked={value === g}
            disabled={disabled}
            className={classes.tile}
            data-checked={value === g || undefined}
            onClick={() => onChange(g)}
          >
            <Text span className={classes.symbol} aria-hidden="true">
              {SYMBOLS[g]}
            </Text>
            <Text span size="sm" fw={600}>
              {GENDER_LABELS[g]}
            </Text>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      {note && (
        <Text size="xs" c="dimmed" mt={6}>
          {note}
        </Text>
      )}
      {error && (
        <Text c="red" size="xs" mt={6} role="alert">
          {error}
        </Text>
      )}
    </div>
  );
}
