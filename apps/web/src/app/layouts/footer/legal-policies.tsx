import { UnstyledButton } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { loadPolicyDialog, type PolicySlug, policyTitles } from '@/features/support';

// The dialog (Modal, and the page query) downloads when a policy is first opened.
const PolicyDialog = lazy(() => loadPolicyDialog().then((m) => ({ default: m.PolicyDialog })));

/** Footer links that open the Privacy and Cookie policies in a dialog. */
export function LegalPolicies() {
  const [open, setOpen] = useState<PolicySlug | null>(null);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      {(Object.keys(policyTitles) as PolicySlug[]).map((slug) => (
        <UnstyledButton
          key={slug}
          className="footer-link"
          onClick={() => {
            setWanted(true);
            setOpen(slug);
          }}
          aria-haspopup="dialog"
        >
          {policyTitles[slug]}
        </UnstyledButton>
      ))}
      {wanted && (
        <Suspense fallback={null}>
          <PolicyDialog slug={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
