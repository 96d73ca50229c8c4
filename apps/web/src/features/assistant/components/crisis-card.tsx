import { EMERGENCY_NUMBER, helplines, TELE_MANAS, TELE_MANAS_LABEL } from '@care/contracts/common/helplines';
import { Button, Paper, Stack, Text } from '@mantine/core';
import classes from './chat-drawer.module.css';

/** Leads any answer about self-harm or crisis: the helplines, one tap away. */
export function CrisisCard() {
  return (
    <Paper className={classes.crisis} p="md" radius="md" role="note" aria-label="Helplines">
      <Stack gap="xs">
        <Text fw={700} c="red.9">
          You don't have to face this alone. Please talk to someone now.
        </Text>
        <Button
          component="a"
          href={TELE_MANAS.tel}
          color="red"
          fullWidth
          className={classes.helpline}
          classNames={{ label: classes.helplineLabel }}
        >
          Call {TELE_MANAS_LABEL}
        </Button>
        <Button
          component="a"
          href={helplines.teleManasTollFree.tel}
          color="red"
          variant="light"
          fullWidth
          className={classes.helpline}
          classNames={{ label: classes.helplineLabel }}
        >
          Or toll-free: {helplines.teleManasTollFree.number}
        </Button>
        <Button
          component="a"
          href={EMERGENCY_NUMBER.tel}
          color="red"
          variant="outline"
          fullWidth
          className={classes.helpline}
          classNames={{ label: classes.helplineLabel }}
        >
          Emergency: call {EMERGENCY_NUMBER.number}
        </Button>
      </Stack>
    </Paper>
  );
}
