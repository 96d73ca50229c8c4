import type { ChatUrgentHelp } from '@care/contracts/chat/schemas';
import { PhoneIcon } from '@care/ui/icons/contact-icons';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { isCrisisKind, telHref } from '../lib/urgent-help';
import classes from './chat-drawer.module.css';
import { HelplineLabel } from './helpline-label';

/**
 * Leads every urgent answer (issue 16): its heading and the numbers to call first, one tap away.
 * Red for a person's safety (self-harm, the baby, an overdose, psychosis, violence at home), a
 * deep orange for medical emergencies; the first number filled, the others lighter.
 */
export function UrgentHelpCard({ help }: { help: ChatUrgentHelp }) {
  const titleId = useId();
  const crisis = isCrisisKind(help.kind);
  const color = crisis ? 'red' : 'orange';
  return (
    <Paper
      className={classes.urgent}
      data-tone={crisis ? 'crisis' : 'medical'}
      data-kind={help.kind}
      p="md"
      radius="md"
      role="note"
      aria-labelledby={titleId}
    >
      <Stack gap="xs">
        <Text id={titleId} component="h3" fw={700} fz="md" className={classes.urgentTitle}>
          {help.title}
        </Text>
        {help.helplines.map((helpline, i) => (
          <Button
            key={helpline.tel}
            component="a"
            href={telHref(helpline)}
            color={color}
            variant={i === 0 ? 'filled' : 'light'}
            fullWidth
            leftSection={<PhoneIcon size={18} />}
            className={classes.helpline}
            classNames={{ label: classes.helplineLabel, inner: classes.helplineInner }}
          >
            <HelplineLabel helpline={helpline} prefix="Call " />
          </Button>
        ))}
      </Stack>
    </Paper>
  );
}
