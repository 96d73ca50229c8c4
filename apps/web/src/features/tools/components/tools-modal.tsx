import { Modal } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { OvulationCalculator } from './ovulation-calculator';

/** The Tools modal of the Your Health menu; it holds the ovulation calculator. */
export function ToolsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  // Mounted already open (its code loads on the first tap), Mantine's Modal would not know what
  // had focus before it, and closing would leave focus on <body>. Opening one commit after
  // mounting lets it remember the opener and give focus back to it on close.
  const mounted = useMounted();
  return (
    <Modal
      opened={opened && mounted}
      onClose={onClose}
      title="Tools"
      size="md"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {/* Rendered only while open, so closing resets the calculator. */}
      {opened && <OvulationCalculator />}
    </Modal>
  );
}
