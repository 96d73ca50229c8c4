import { bookingFormMessages as f } from '@care/contracts/booking/messages';
import { Button, Modal, Stack, Text } from '@mantine/core';
import tapTargets from './tap-targets.module.css';

interface SlotDialogsProps {
  /** Book was pressed without a slot: the spec's "Time slot" error. */
  noSlotOpen: boolean;
  onNoSlotClose: () => void;
  /** The slot is held: say for how long. */
  heldOpen: boolean;
  holdMinutes: number;
  onHeldClose: () => void;
  /** Ok on "Slot held": on to the booking form. */
  onContinue: () => void;
}

/**
 * The slot picker's two dialogs. They load with the first press of Book (slot-picker's lazy
 * import), so the picker's first download carries no Modal, focus trap or scroll lock.
 */
export function SlotDialogs(props: SlotDialogsProps) {
  const { noSlotOpen, onNoSlotClose, heldOpen, holdMinutes, onHeldClose, onContinue } = props;
  return (
    <>
      <Modal
        opened={noSlotOpen}
        onClose={onNoSlotClose}
        title="Time slot"
        centered
        classNames={{ content: tapTargets.targets }}
      >
        <Stack gap="md">
          <Text c="red.8" fw={600}>
            {f.slotRequired}
          </Text>
          <Button size="md" onClick={onNoSlotClose}>
            Ok
          </Button>
        </Stack>
      </Modal>
      <Modal
        opened={heldOpen}
        onClose={onHeldClose}
        title="Slot held"
        centered
        classNames={{ content: tapTargets.targets }}
      >
        <Stack gap="md">
          <Text>
            This slot is held for you for the next {holdMinutes} minutes. Please complete your booking within
            that time.
          </Text>
          <Button size="md" onClick={onContinue}>
            Ok
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
