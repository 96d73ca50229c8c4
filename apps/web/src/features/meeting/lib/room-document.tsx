import { type ComponentType, useEffect, useState } from 'react';

/**
 * The server lets a page use the camera and microphone only when it was loaded at the room's
 * address (Permissions-Policy, apps/api/src/plugins/security.ts), and a policy holds for the
 * whole document it came with. Reached by a link inside the app (Join on the details), the
 * room would live in a document loaded elsewhere, where the camera is refused: this loads the
 * room as a page of its own instead. Once only: if even that page may not use the camera (a
 * proxy that rewrote the header), the room shows its own camera message rather than reloading
 * for ever. Browsers that do not say (no document.featurePolicy) simply go on.
 */
export function withRoomDocument<P extends object>(
  Page: ComponentType<P>,
  reload: () => void = () => window.location.reload(),
): ComponentType<P> {
  function RoomDocument(props: P) {
    // Decided once, without side effects (React may call the initialiser twice).
    const [mustReload] = useState(() => cameraRefused() && !alreadyReloaded());
    useEffect(() => {
      if (mustReload) {
        sessionStorage.setItem(RELOADED, window.location.pathname);
        reload();
      } else {
        sessionStorage.removeItem(RELOADED);
      }
    }, [mustReload]);
    return mustReload ? null : <Page {...props} />;
  }
  return RoomDocument;
}

const RELOADED = 'room-document-reloaded';

function cameraRefused(): boolean {
  const policy = (document as { featurePolicy?: { allowsFeature(feature: string): boolean } }).featurePolicy;
  return policy ? !policy.allowsFeature('camera') : false;
}

function alreadyReloaded(): boolean {
  return sessionStorage.getItem(RELOADED) === window.location.pathname;
}
