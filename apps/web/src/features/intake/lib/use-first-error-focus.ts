import { useEffect, useRef, useState } from 'react';

/**
 * After a submit that fails validation, moves focus to the form's first invalid field (in page
 * order) and scrolls it to the middle of the screen, so a patient on a phone is not left on
 * Submit with the errors out of sight (issue 19 #12). Fields mark themselves with
 * `aria-invalid="true"` (Mantine inputs do; ChoiceField marks its radios). The search runs in an
 * effect, after React has drawn the errors.
 */
export function useFirstErrorFocus() {
  const formRef = useRef<HTMLFormElement>(null);
  const [attempts, setAttempts] = useState(0);
  useEffect(() => {
    if (attempts === 0) return;
    const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.focus({ preventScroll: true });
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
    field.scrollIntoView?.({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
  }, [attempts]);
  return {
    formRef,
    /** Whether a submit has failed validation yet (the error summary shows from then on). */
    tried: attempts > 0,
    /** Mantine's `form.onSubmit(ok, onInvalid)` second argument. */
    onInvalid: () => setAttempts((n) => n + 1),
  };
}
