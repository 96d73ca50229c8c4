import { useCallback, useEffect, useRef, useState } from 'react';
import { type MediaProblem, mediaProblemOf } from './media-problem';

export type DeviceKind = 'videoinput' | 'audioinput' | 'audiooutput';

export interface LocalMedia {
  /** The camera and microphone tracks; a new object whenever a device is switched. */
  stream: MediaStream | null;
  /** Whether the tracks are being asked for (the browser's permission question may be open). */
  opening: boolean;
  problem: MediaProblem | null;
  /** Each kind's devices, as the browser lists them once permission is given. */
  devices: Record<DeviceKind, MediaDeviceInfo[]>;
  /** The device in use for each kind ('' when none or the browser's default). */
  chosen: Record<DeviceKind, string>;
  camera: boolean;
  microphone: boolean;
  hasCamera: boolean;
  hasMicrophone: boolean;
  toggleCamera(): void;
  toggleMicrophone(): void;
  choose(kind: DeviceKind, deviceId: string): Promise<void>;
  /** The next camera (front and back on a phone). */
  switchCamera(): Promise<void>;
}

const VIDEO: MediaTrackConstraints = { width: { ideal: 640 }, height: { ideal: 480 } };
const NO_DEVICES: Record<DeviceKind, MediaDeviceInfo[]> = { videoinput: [], audioinput: [], audiooutput: [] };

/** Camera and microphone, or as much of them as the device allows (a laptop without a camera still talks). */
async function openTracks(): Promise<{ stream: MediaStream | null; problem: MediaProblem | null }> {
  if (!navigator.mediaDevices?.getUserMedia) return { stream: null, problem: 'unsupported' };
  let first: unknown = null;
  for (const constraints of [
    { audio: true, video: VIDEO },
    { audio: true, video: false },
    { audio: false, video: VIDEO },
  ] satisfies MediaStreamConstraints[]) {
    try {
      const stream = await navigator.mediaDevices.getUserMedia(constraints);
      // Only part of what was asked: say why the rest is missing, but go on with what there is.
      return { stream, problem: constraints.audio && constraints.video ? null : mediaProblemOf(first) };
    } catch (e) {
      first ??= e;
      // A refusal covers both: asking again for less only asks the person twice.
      if (mediaProblemOf(e) === 'denied') break;
    }
  }
  return { stream: null, problem: mediaProblemOf(first) };
}

async function listDevices(): Promise<Record<DeviceKind, MediaDeviceInfo[]>> {
  const all = (await navigator.mediaDevices?.enumerateDevices?.().catch(() => [])) ?? [];
  // Before permission the browser lists devices without ids: nothing to choose from yet.
  const usable = all.filter((d) => d.deviceId !== '');
  return {
    videoinput: usable.filter((d) => d.kind === 'videoinput'),
    audioinput: usable.filter((d) => d.kind === 'audioinput'),
    audiooutput: usable.filter((d) => d.kind === 'audiooutput'),
  };
}

const deviceOf = (track: MediaStreamTrack | undefined) => track?.getSettings().deviceId ?? '';

/**
 * The person's own camera and microphone, from the device check before joining through the
 * whole visit to the room: opened once here (one permission question), switched device by
 * device, stopped when the page goes. The room only borrows the tracks, so a reconnection
 * keeps them. Camera and microphone on or off is the track's `enabled` flag: switching it asks
 * the browser nothing and needs no renegotiation.
 */
export function useLocalMedia(): LocalMedia {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [opening, setOpening] = useState(true);
  const [problem, setProblem] = useState<MediaProblem | null>(null);
  const [devices, setDevices] = useState(NO_DEVICES);
  const [speaker, setSpeaker] = useState('');
  const [camera, setCamera] = useState(true);
  const [microphone, setMicrophone] = useState(true);
  const current = useRef<MediaStream | null>(null);
  const wanted = useRef({ camera: true, microphone: true });

  useEffect(() => {
    let cancelled = false;
    (async () => {
      const opened = await openTracks();
      if (cancelled) {
        for (const track of opened.stream?.getTracks() ?? []) track.stop();
        return;
      }
      current.current = opened.stream;
      setStream(opened.stream);
      setProblem(opened.problem);
      setOpening(false);
      setDevices(await listDevices());
    })();
    const onChange = () => void listDevices().then((d) => !cancelled && setDevices(d));
    navigator.mediaDevices?.addEventListener?.('devicechange', onChange);
    return () => {
      cancelled = true;
      navigator.mediaDevices?.removeEventListener?.('devicechange', onChange);
      for (const track of current.current?.getTracks() ?? []) track.stop();
      current.current = null;
    };
  }, []);

  const toggleCamera = useCallback(() => {
    const next = !wanted.current.camera;
    wanted.current.camera = next;
    for (const track of current.current?.getVideoTracks() ?? []) track.enabled = next;
    setCamera(next);
  }, []);

  const toggleMicrophone = useCallback(() => {
    const next = !wanted.current.microphone;
    wanted.current.microphone = next;
    for (const track of current.current?.getAudioTracks() ?? []) track.enabled = next;
    setMicrophone(next);
  }, []);

  const choose = useCallback(async (kind: DeviceKind, deviceId: string) => {
    if (kind === 'audiooutput') {
      setSpeaker(deviceId);
      return;
    }
    const old = current.current;
    const video = kind === 'videoinput';
    // A phone's camera cannot be open twice: let go of the old one before asking for the new.
    const keep = (old?.getTracks() ?? []).filter((t) => t.kind !== (video ? 'video' : 'audio'));
    for (const track of old?.getTracks() ?? []) if (!keep.includes(track)) track.stop();
    try {
      const fresh = await navigator.mediaDevices.getUserMedia(
        video
          ? { video: { ...VIDEO, deviceId: { exact: deviceId } } }
          : { audio: { deviceId: { exact: deviceId } } },
      );
      const track = fresh.getTracks()[0]!;
      track.enabled = video ? wanted.current.camera : wanted.current.microphone;
      const next = new MediaStream([...keep, track]);
      current.current = next;
      setStream(next);
      setProblem(null);
    } catch (e) {
      const next = new MediaStream(keep);
      current.current = next;
      setStream(next);
      setProblem(mediaProblemOf(e));
    }
  }, []);

  const switchCamera = useCallback(async () => {
    const cameras = devices.videoinput;
    if (cameras.length < 2) return;
    const at = cameras.findIndex((d) => d.deviceId === deviceOf(current.current?.getVideoTracks()[0]));
    await choose('videoinput', cameras[(at + 1) % cameras.length]!.deviceId);
  }, [devices, choose]);

  return {
    stream,
    opening,
    problem,
    devices,
    chosen: {
      videoinput: deviceOf(stream?.getVideoTracks()[0]),
      audioinput: deviceOf(stream?.getAudioTracks()[0]),
      audiooutput: speaker,
    },
    camera,
    microphone,
    hasCamera: Boolean(stream?.getVideoTracks().length),
    hasMicrophone: Boolean(stream?.getAudioTracks().length),
    toggleCamera,
    toggleMicrophone,
    choose,
    switchCamera,
  };
}
