import { PhoneIcon } from '@care/ui/icons/contact-icons';
import { Button, Popover, Text } from '@mantine/core';
import { HELP_NOW_HELPLINES, telHref } from '../lib/urgent-help';
import classes from './chat-drawer.module.css';
import { HelplineLabel } from './helpline-label';

interface HelpNowProps {
  opened: boolean;
  onChange: (opened: boolean) => void;
}

/**
 * "Get help now" in the drawer's header (issue 16): always there, whatever the conversation is
 * doing, it opens every helpline as a tap-to-call button. A Popover kept inside the drawer (no
 * portal): it stays within the drawer's dialog for screen readers and nests in its focus trap, so
 * focus goes into the panel, Tab stays there, and Escape closes the panel (the drawer waits, see
 * chat-drawer.tsx) and gives focus back to the button.
 */
export function HelpNow({ opened, onChange }: HelpNowProps) {
  return (
    <Popover
      opened={opened}
      onChange={onChange}
      position="bottom-end"
      offset={6}
      withinPortal={false}
      trapFocus
      returnFocus
      closeOnEscape
      shadow="lg"
      radius="md"
      // Placed within the header (its containing block), so 100% is the drawer's width: the panel
      // never spills out of the drawer, which is the whole screen at 320 px (max-width in the CSS).
      width="calc(100% - 1rem)"
      middlewares={{ flip: false, shift: { padding: 8 } }}
    >
      <Popover.Target>
        <Button
          variant="light"
          color="red"
          size="sm"
          leftSection={<PhoneIcon size={16} />}
          className={classes.helpNow}
          // A controlled Popover leaves the toggle to its target.
          onClick={() => onChange(!opened)}
        >
          Get help now
        </Button>
      </Popover.Target>
      <Popover.Dropdown className={classes.helpPanel} data-testid="help-now-panel">
        <Text fz="sm" fw={600} mb="sm" c="dark.7">
          If you or your baby are in danger, call 112 or go to the nearest hospital.
        </Text>
        <ul className={classes.helpList} aria-label="Helplines">
          {HELP_NOW_HELPLINES.map((helpline, i) => (
            <li key={helpline.tel}>
              <Button
                component="a"
                href={telHref(helpline)}
                color="red"
                variant={i === 0 ? 'filled' : 'default'}
                fullWidth
                leftSection={<PhoneIcon size={18} />}
                className={classes.helpline}
                classNames={{ label: classes.helplineLabel, inner: classes.helplineInner }}
              >
                <HelplineLabel helpline={helpline} />
              </Button>
            </li>
          ))}
        </ul>
      </Popover.Dropdown>
    </Popover>
  );
}
