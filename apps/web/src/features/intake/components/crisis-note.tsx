import { HELPLINE_LABELS, type HelplineKey, helplines } from '@care/contracts/common/helplines';
import { intakeCrisisMessages as cm } from '@care/contracts/intake/messages';
import { Anchor, Button, Paper, Stack, Text } from '@mantine/core';
import classes from './crisis-note.module.css';

/** The crisis numbers, in the order the page offers them. */
const CRISIS: HelplineKey[] = ['teleManas', 'teleManasTollFree', 'emergency'];

/**
 * A helpline's button label, its number kept on one line. One inline span: the button's label
 * is a flex box, which would lay separate pieces out side by side.
 */
function labelOf(key: HelplineKey) {
  const label = `Call ${HELPLINE_LABELS[key]}`;
  const { number } = helplines[key];
  const at = label.indexOf(number);
  if (at < 0) return <span>{label}</span>;
  return (
    <span>
      {label.slice(0, at)}
      <span className={classes.number}>{number}</span>
      {label.slice(at + number.length)}
    </span>
  );
}

/**
 * The helplines, always on the intake page in a small note: Tele-MANAS on its short code and
 * toll-free (free, 24x7) and 112 in an emergency, each a tap-to-call link.
 */
export function HelplineNote() {
  const call = (key: HelplineKey) => (
    <Anchor
      href={helplines[key].tel}
      fw={700}
      className={classes.number}
      aria-label={`Call ${HELPLINE_LABELS[key]}`}
    >
      {helplines[key].number}
    </Anchor>
  );
  return (
    <Text role="note" aria-label="Helplines" fz="sm" c="dimmed" ta="center" mt="lg">
      {cm.note} Tele-MANAS {call('teleManas')} or {call('teleManasTollFree')} (free, 24x7). In an emergency,{' '}
      {call('emergency')}.
    </Text>
  );
}

/**
 * What the page answers when the harm question is answered with anything but 'Never': under
 * the question at once (`announce`: role="alert", mounted once while the answer stays a flag,
 * with words that do not change, so it is announced once) and again after submitting.
 */
export function HarmThoughtsHelp({ announce = false }: { announce?: boolean }) {
  return (
    <Paper
      bg="rose.0"
      p="md"
      radius="md"
      withBorder
      role={announce ? 'alert' : 'region'}
      aria-label={announce ? undefined : 'Help now'}
      data-testid="harm-thoughts-help"
    >
      <Stack gap="xs">
        <Text fw={700}>{cm.title}</Text>
        <Text fz="sm">{cm.lead}</Text>
        {CRISIS.map((key) => (
          <Button
            key={key}
            component="a"
            href={helplines[key].tel}
            color="rose"
            variant={key === 'teleManas' ? 'filled' : key === 'emergency' ? 'outline' : 'light'}
            fullWidth
            className={classes.helpline}
            classNames={{ label: classes.helplineLabel }}
          >
            {labelOf(key)}
          </Button>
        ))}
        <Text fz="sm" fw={700}>
          {cm.act}
        </Text>
      </Stack>
    </Paper>
  );
}
