import { lazy, Suspense, useState } from 'react';
import type { StoredPatient } from '@/lib/session';
import { AccountButton } from './account-button';

// The menu (Popover, floating-ui, focus trap: ~28 KB gzip) and sign-out modal code download
// when a patient shows intent (pointer over, focus, touch or press), not with every page:
// it would otherwise be the largest part of a signed-in page's first download.
const loadMenu = () => import('./account-menu');
const AccountMenu = lazy(() => loadMenu().then((m) => ({ default: m.AccountMenu })));

/**
 * The account button, shown at once. Intent warms the menu's code without changing the tree
 * (so the element under the pointer stays the same); a press mounts the menu, which opens as
 * soon as its code is there.
 */
export function AccountCorner({ patient }: { patient: StoredPatient }) {
  const [pressed, setPressed] = useState(false);
  const warm = () => void loadMenu();
  const button = (
    <AccountButton
      patient={patient}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={warm}
      onFocus={warm}
      onTouchStart={warm}
      onClick={() => setPressed(true)}
    />
  );
  if (!pressed) return button;
  return (
    <Suspense fallback={button}>
      <AccountMenu patient={patient} defaultOpened />
    </Suspense>
  );
}
