// Every dialog and drawer gives focus back to the control that opened it (issue 19 #4), set once
// here for the whole app instead of in each of them.
//
// Mantine's own `returnFocus` remembers whatever had focus when a dialog opened and refocuses it
// when it closes. That fails, leaving focus on <body> (a keyboard or screen-reader user is thrown
// to the top of the page), when: the dialog was opened by code after another one closed (the
// checkout, then 'Payment Failed'), so what "had focus" was inside the first dialog; the opener
// was disabled or unmounted meanwhile (a loading button, a list row that went); or closing
// navigated to another page. This keeper remembers the last control used outside any dialog
// when the first dialog opens, and once the last dialog has gone, if focus was lost, puts it
// back there; if that control is gone too, on the page's heading (or its <main>).

const DIALOG = '[role="dialog"][aria-modal="true"]';
const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';

const inDialog = (el: Element | null) => el?.closest(DIALOG) != null;

function dialogOpen(): boolean {
  for (const el of document.querySelectorAll<HTMLElement>(DIALOG))
    if (el.isConnected && (el.checkVisibility?.() ?? true)) return true;
  return false;
}

function focusLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || !active.isConnected || inDialog(active);
}

function usable(el: HTMLElement | null): el is HTMLElement {
  return (
    el?.isConnected === true &&
    !el.matches(':disabled') &&
    !el.closest('[inert], [aria-hidden="true"]') &&
    (el.checkVisibility?.() ?? true)
  );
}

/** The page's heading, else its <main>: where focus goes when the opener is no more. */
function landmark(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (heading) {
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    return heading;
  }
  return document.querySelector<HTMLElement>('main, #main');
}

/** Starts the keeper; returns its stop. */
export function keepDialogFocus(): () => void {
  let lastOutside: HTMLElement | null = null;
  let opener: HTMLElement | null = null;
  let tracking = false;
  let timer = -1;

  const settle = () => {
    timer = -1;
    if (!tracking || dialogOpen()) return;
    tracking = false;
    const target = opener;
    opener = null;
    if (!focusLost()) return;
    if (usable(target)) {
      target.focus({ preventScroll: false });
      if (document.activeElement === target) return;
    }
    landmark()?.focus({ preventScroll: true });
  };
  // Mantine returns focus 10 ms after a dialog starts closing and unmounts it after its
  // transition; the check runs once things are quiet.
  const schedule = () => {
    if (!tracking) return;
    window.clearTimeout(timer);
    timer = window.setTimeout(settle, 80);
  };

  const onFocusIn = (event: FocusEvent) => {
    const target = event.target as HTMLElement;
    if (inDialog(target)) {
      if (!tracking) {
        tracking = true;
        opener = lastOutside;
      }
    } else if (target !== document.body) {
      lastOutside = target;
    }
  };
  // Safari does not focus a button on a click: the element pressed counts as the one used.
  const onPointerDown = (event: PointerEvent) => {
    const control = (event.target as Element | null)?.closest<HTMLElement>(FOCUSABLE) ?? null;
    if (control && !inDialog(control)) lastOutside = control;
  };

  const observer = new MutationObserver(schedule);
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['style', 'hidden'],
  });
  document.addEventListener('focusin', onFocusIn, true);
  document.addEventListener('focusout', schedule, true);
  document.addEventListener('pointerdown', onPointerDown, true);
  return () => {
    observer.disconnect();
    window.clearTimeout(timer);
    document.removeEventListener('focusin', onFocusIn, true);
    document.removeEventListener('focusout', schedule, true);
    document.removeEventListener('pointerdown', onPointerDown, true);
  };
}
