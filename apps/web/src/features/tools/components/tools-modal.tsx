import { Modal } from '@mantine/core';
import { OvulationCalculator } from './ovulation-calculator';

/** The Tools modal of the Your Health menu; it holds the ovulation calculator. */
export function ToolsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
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
