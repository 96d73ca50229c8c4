import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withRoomDocument } from './room-document';

function Room() {
  return <p>the room</p>;
}

/** What Chromium says of the document's Permissions-Policy for the camera. */
function cameraAllowed(allowed: boolean) {
  Object.defineProperty(document, 'featurePolicy', {
    configurable: true,
    value: { allowsFeature: (feature: string) => (feature === 'camera' ? allowed : true) },
  });
}

afterEach(() => {
  delete (document as { featurePolicy?: unknown }).featurePolicy;
  sessionStorage.clear();
});

describe('the room as a document of its own', () => {
  it('reloads once when the document it was reached in may not use the camera', () => {
    cameraAllowed(false);
    const reload = vi.fn();
    const Page = withRoomDocument(Room, reload);
    render(<Page />);
    expect(reload).toHaveBeenCalled();
    expect(screen.queryByText('the room')).toBeNull();
  });

  it('shows the room without reloading when the camera is allowed', () => {
    cameraAllowed(true);
    const reload = vi.fn();
    const Page = withRoomDocument(Room, reload);
    render(<Page />);
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByText('the room')).toBeTruthy();
  });

  it('does not reload a second time when the reloaded page still may not use it', () => {
    cameraAllowed(false);
    const first = vi.fn();
    render(withRoomDocumentElement(first));
    expect(first).toHaveBeenCalledTimes(1);
    // The reloaded document, at the same address, still refused.
    const second = vi.fn();
    render(withRoomDocumentElement(second));
    expect(second).not.toHaveBeenCalled();
    expect(screen.getByText('the room')).toBeTruthy();
  });

  it('goes on where the browser does not say (no featurePolicy)', () => {
    const reload = vi.fn();
    const Page = withRoomDocument(Room, reload);
    render(<Page />);
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByText('the room')).toBeTruthy();
  });
});

function withRoomDocumentElement(reload: () => void) {
  const Page = withRoomDocument(Room, reload);
  return <Page />;
}
