import { lazy, Suspense, useState } from 'react';
import type { StoredPatient } from '@/lib/session';
import { AccountButton } from './account-button';

// The menu (Popover, floating-ui, focus trap) and sign-out modal code download only for a
// signed-in patient, starting as soon as the header shows one; visitors never fetch them.
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));

/**
 * The account button, shown at once; the menu behind it attaches when its code arrives. A
 * press in the meantime opens the menu as soon as it is there.
 */
export function AccountCorner({ patient }: { patient: StoredPatient }) {
  const [pressed, setPressed] = useState(false);
  return (
    <Suspense
      fallback={
        <AccountButton
          patient={patient}
          aria-haspopup="menu"
          aria-expanded={false}
          onClick={() => setPressed(true)}
        />
      }
    >
      <AccountMenu patient={patient} defaultOpened={pressed} />
    </Suspense>
  );
}
