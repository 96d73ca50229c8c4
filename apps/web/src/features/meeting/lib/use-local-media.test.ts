import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocalMedia } from './use-local-media';

/** A track as the browser gives one: its kind, the device it comes from, on or off, stoppable. */
function fakeTrack(kind: 'audio' | 'video', deviceId: string) {
  return {
    kind,
    enabled: true,
    stopped: false,
    getSettings: () => ({ deviceId }),
    stop() {
      this.stopped = true;
    },
  };
}
type FakeTrack = ReturnType<typeof fakeTrack>;

class FakeStream {
  constructor(readonly tracks: FakeTrack[] = []) {}
  getTracks = () => this.tracks;
  getVideoTracks = () => this.tracks.filter((t) => t.kind === 'video');
  getAudioTracks = () => this.tracks.filter((t) => t.kind === 'audio');
}

const device = (kind: MediaDeviceKind, deviceId: string, label: string) =>
  ({ kind, deviceId, label, groupId: '' }) as MediaDeviceInfo;

function stubDevices(getUserMedia: (c: MediaStreamConstraints) => Promise<FakeStream>) {
  vi.stubGlobal('MediaStream', FakeStream);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia: vi.fn(getUserMedia),
      enumerateDevices: vi.fn(async () => [
        device('videoinput', 'front', 'Front camera'),
        device('videoinput', 'back', 'Back camera'),
        device('audioinput', 'mic', 'Microphone'),
      ]),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    },
  });
  return navigator.mediaDevices.getUserMedia as ReturnType<typeof vi.fn>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe("one's own camera and microphone, from the device check into the room", () => {
  it('switches to the other camera, letting go of the first, and keeps it off when it was off', async () => {
    const front = fakeTrack('video', 'front');
    const mic = fakeTrack('audio', 'mic');
    const back = fakeTrack('video', 'back');
    const gum = stubDevices(async (c) => (c.audio ? new FakeStream([mic, front]) : new FakeStream([back])));
    const { result } = renderHook(() => useLocalMedia());
    await waitFor(() => expect(result.current.devices.videoinput).toHaveLength(2));
    expect(result.current.chosen.videoinput).toBe('front');

    act(() => result.current.toggleCamera());
    expect(front.enabled).toBe(false);
    await act(() => result.current.switchCamera());

    expect(gum).toHaveBeenLastCalledWith({
      video: expect.objectContaining({ deviceId: { exact: 'back' } }),
    });
    expect(front.stopped).toBe(true);
    expect(result.current.chosen.videoinput).toBe('back');
    expect(back.enabled).toBe(false);
    // The microphone carried over untouched.
    expect(result.current.stream?.getAudioTracks()).toEqual([mic]);
    expect(mic.stopped).toBe(false);
  });

  it('asks once when refused (not again for less) and says it was refused', async () => {
    const gum = stubDevices(async () => {
      throw new DOMException('Permission denied', 'NotAllowedError');
    });
    const { result } = renderHook(() => useLocalMedia());
    await waitFor(() => expect(result.current.opening).toBe(false));
    expect(result.current.problem).toBe('denied');
    expect(result.current.stream).toBeNull();
    expect(gum).toHaveBeenCalledTimes(1);
  });

  it('goes on with the microphone alone when there is no camera, and says why', async () => {
    const mic = fakeTrack('audio', 'mic');
    stubDevices(async (c) => {
      if (c.video) throw new DOMException('none', 'NotFoundError');
      return new FakeStream([mic]);
    });
    const { result } = renderHook(() => useLocalMedia());
    await waitFor(() => expect(result.current.opening).toBe(false));
    expect(result.current.hasMicrophone).toBe(true);
    expect(result.current.hasCamera).toBe(false);
    expect(result.current.problem).toBe('not-found');
  });
});
