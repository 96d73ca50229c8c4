import { type ComboboxItem, TextInput } from '@mantine/core';
import { type ComponentType, lazy, Suspense, startTransition, useRef, useState } from 'react';
import type { LoadedSelectProps } from './select-on-intent-loaded';

type Props = Omit<LoadedSelectProps, 'opened' | 'data'> & {
  data: ComboboxItem[];
  /**
   * Loads the Select (Combobox, Popover, floating-ui, ScrollArea: ~35 KB gzip) when the patient
   * reaches for it, not with the page (issue 20): a chunk of the page's later features that
   * re-exports select-on-intent-loaded.tsx. One chunk per page's later code, rather than one
   * for the Select alone: that would split Mantine's shared chunks and lengthen the preload
   * list of every lazy import in the app.
   */
  load(): Promise<{ LoadedSelect: ComponentType<LoadedSelectProps> }>;
};

/**
 * A Select shown first as an input of the same label, size and text (the chosen option's label,
 * or the placeholder) with the same chevron. Intent (pointer over, touch) warms the Select's
 * code; focus swaps it in, focused, and open when a pointer pressed it. The swap is a
 * transition, so the focused stand-in stays in place (no fallback) until the code is there.
 */
export function SelectOnIntent({ load, ...props }: Props) {
  const [wanted, setWanted] = useState<'no' | 'keyboard' | 'pointer'>('no');
  const [LoadedSelect] = useState(() => lazy(() => load().then((m) => ({ default: m.LoadedSelect }))));
  const pressed = useRef(false);
  const warm = () => void load();
  const standIn = (
    <TextInput
      label={props.label}
      placeholder={props.placeholder}
      value={props.data.find((o) => o.value === props.value)?.label ?? ''}
      readOnly
      // The Select's own roles, closed: the stand-in is the same control to a screen reader.
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      maw={props.maw}
      rightSection={<Chevron />}
      rightSectionPointerEvents="none"
      onPointerEnter={warm}
      onTouchStart={warm}
      onPointerDown={() => {
        pressed.current = true;
      }}
      onFocus={() => startTransition(() => setWanted(pressed.current ? 'pointer' : 'keyboard'))}
    />
  );
  return (
    <Suspense fallback={standIn}>
      {wanted === 'no' ? standIn : <LoadedSelect {...props} opened={wanted === 'pointer'} />}
    </Suspense>
  );
}

/** Mantine's Combobox chevron, drawn the same way so the stand-in looks like the Select. */
function Chevron() {
  return (
    <svg width={15} height={15} viewBox="0 0 15 15" fill="none" aria-hidden="true">
      <path
        d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}
