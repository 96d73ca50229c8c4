import { ActionIcon, CopyButton } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { CopyIcon } from './copy-icon';

const CopyCodeTooltip = lazy(() => import('./gift-dialogs').then((m) => ({ default: m.CopyCodeTooltip })));

/**
 * Copies a gift's code. Its tooltip ('Copy code', then 'Copied') is for a mouse, so its code
 * (with the gift dialogs') downloads when a mouse first comes over the button, not with the page (issue 20); a touch or
 * a keyboard never needed it (the button's name says the same).
 */
export function CopyCodeButton({ code }: { code: string }) {
  const [hovered, setHovered] = useState(false);
  return (
    <CopyButton value={code}>
      {({ copied, copy }) => {
        const button = (
          <ActionIcon
            variant="subtle"
            onClick={copy}
            onPointerEnter={(e) => e.pointerType === 'mouse' && setHovered(true)}
            aria-label={copied ? 'Copied' : `Copy code ${code}`}
          >
            <CopyIcon size={18} />
          </ActionIcon>
        );
        if (!hovered) return button;
        return (
          <Suspense fallback={button}>
            <CopyCodeTooltip label={copied ? 'Copied' : 'Copy code'} withArrow>
              {button}
            </CopyCodeTooltip>
          </Suspense>
        );
      }}
    </CopyButton>
  );
}
