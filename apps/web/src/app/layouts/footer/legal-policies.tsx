import { UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { PolicyDialog, type PolicySlug, policyTitles } from '@/features/support/components/policy-dialog';

/** Footer links that open the Privacy and Cookie policies in a dialog. */
export function LegalPolicies() {
  const [open, setOpen] = useState<PolicySlug | null>(null);
  return (
    <>
      {(Object.keys(policyTitles) as PolicySlug[]).map((slug) => (
        <UnstyledButton
          key={slug}
          className="footer-link"
          onClick={() => setOpen(slug)}
          aria-haspopup="dialog"
        >
          {policyTitles[slug]}
        </UnstyledButton>
      ))}
      <PolicyDialog slug={open} onClose={() => setOpen(null)} />
    </>
  );
}
