// What /gifts loads on first use, as one chunk: the gift's dialogs (the form, then the code and
// payment), the Gift value Select and the copy button's tooltip.

// The copy button's tooltip (a mouse's hint) comes with them: floating-ui is in this chunk's
// share already, and an entry of its own would split it from the focus trap for every page.
export { Tooltip as CopyCodeTooltip } from '@mantine/core';
export { LoadedSelect } from '@/components/select-on-intent-loaded';
export { GiftFormModal } from './gift-form-modal';
export { GiftPaymentModal } from './gift-payment-modal';
