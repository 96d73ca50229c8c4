import type { IceServer, RoomNotice, RoomSignal } from '@care/contracts/meeting/schemas';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Where the built-in room stands, as the patient or expert sees it. */
export type RoomStatus =
  | 'starting'
  | 'waiting'
  | 'connecting'
  | 'connected'
  | 'peer-left'
  | 'replaced'
  | 'ended'
  | 'lost';

export interface PeerMedia {
  camera: boolean;
  microphone: boolean;
  audio_only: boolean;
}

export interface ChatLine {
  from: 'me' | 'peer';
  text: string;
  at: number;
}

interface Options {
  /**
   * Asks the server for a fresh way into the signalling socket (its path with a new ticket), or
   * null when the room is no longer open. A ticket opens one socket once and lasts 2 minutes, so
   * each connection asks for its own, once the camera question is answered.
   */
  freshSocketPath(): Promise<string | null>;
  iceServers: IceServer[];
}

/** Camera and microphone, or as much of them as the device allows (a laptop without a camera still talks). */
async function openMedia(): Promise<MediaStream | null> {
  const attempts: MediaStreamConstraints[] = [
    { audio: true, video: { width: { ideal: 640 }, height: { ideal: 480 } } },
    { audio: true, video: false },
  ];
  for (const constraints of attempts) {
    try {
      return await navigator.mediaDevices.getUserMedia(constraints);
    } catch {
      // try the next, smaller ask
    }
  }
  return null;
}

/**
 * A one-to-one WebRTC call signalled through the API's socket. The patient makes the offer
 * whenever both are present, so two offers never cross; the expert answers. Camera and
 * microphone start off (spec: the room starts muted) and are switched by enabling tracks, so no
 * renegotiation is needed. Audio only stops sending video both ways, for weak connections.
 */
export function useWebrtcRoom({ freshSocketPath, iceServers }: Options) {
  const [status, setStatus] = useState<RoomStatus>('starting');
  const [localStream, setLocalStream] = useState<MediaStream | null>(null);
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null);
  const [camera, setCamera] = useState(false);
  const [microphone, setMicrophone] = useState(false);
  const [audioOnly, setAudioOnly] = useState(false);
  const [peerMedia, setPeerMedia] = useState<PeerMedia>({
    camera: false,
    microphone: false,
    audio_only: false,
  });
  const [chat, setChat] = useState<ChatLine[]>([]);
  const [mediaError, setMediaError] = useState(false);

  const socket = useRef<WebSocket | null>(null);
  const pc = useRef<RTCPeerConnection | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const pending = useRef<RTCIceCandidateInit[]>([]);
  const videoSender = useRef<RTCRtpSender | null>(null);
  const media = useRef({ camera: false, microphone: false, audio_only: false });
  const peerAudioOnly = useRef(false);
  const socketPathOf = useRef(freshSocketPath);
  socketPathOf.current = freshSocketPath;

  const send = useCallback((signal: RoomSignal) => {
    const ws = socket.current;
    if (ws?.readyState === WebSocket.OPEN) ws.send(JSON.stringify(signal));
  }, []);

  const sendMedia = useCallback(() => send({ type: 'media', ...media.current }), [send]);

  /** Sends video only when neither side asked for audio only. */
  const applyVideoSending = useCallback(() => {
    const sender = videoSender.current;
    const video = stream.current?.getVideoTracks()[0] ?? null;
    if (!sender || !video) return;
    const off = media.current.audio_only || peerAudioOnly.current;
    void sender.replaceTrack(off ? null : video).catch(() => {});
  }, []);

  useEffect(() => {
    let closedByUs = false;
    let cancelled = false;

    const closePeer = () => {
      pc.current?.close();
      pc.current = null;
      pending.current = [];
      setRemoteStream(null);
    };

    const newPeer = () => {
      closePeer();
      const peer = new RTCPeerConnection({ iceServers });
      videoSender.current = null;
      for (const track of stream.current?.getTracks() ?? []) {
        const sender = peer.addTrack(track, stream.current!);
        if (track.kind === 'video') videoSender.current = sender;
      }
      // Without a camera, still ask for the other side's video.
      if (!stream.current?.getVideoTracks().length) peer.addTransceiver('video', { direction: 'recvonly' });
      if (!stream.current?.getAudioTracks().length) peer.addTransceiver('audio', { direction: 'recvonly' });
      peer.onicecandidate = (e) => {
        if (!e.candidate) return;
        const c = e.candidate.toJSON();
        send({ type: 'candidate', candidate: { ...c, candidate: c.candidate ?? '' } });
      };
      peer.ontrack = (e) => setRemoteStream(e.streams[0] ?? new MediaStream([e.track]));
      peer.onconnectionstatechange = () => {
        if (peer.connectionState === 'connected') {
          setStatus('connected');
          sendMedia();
          applyVideoSending();
        }
        if (peer.connectionState === 'failed') setStatus('lost');
      };
      pc.current = peer;
      return peer;
    };

    const flushCandidates = async (peer: RTCPeerConnection) => {
      for (const c of pending.current.splice(0)) await peer.addIceCandidate(c).catch(() => {});
    };

    const call = async () => {
      setStatus('connecting');
      const peer = newPeer();
      await peer.setLocalDescription(await peer.createOffer());
      send({ type: 'offer', sdp: peer.localDescription!.sdp });
    };

    const onMessage = async (message: RoomNotice | RoomSignal, role: { current: string }) => {
      switch (message.type) {
        case 'welcome':
          role.current = message.role;
          setStatus(message.peer_present ? 'connecting' : 'waiting');
          if (message.peer_present && message.role === 'patient') await call();
          break;
        case 'peer-joined':
          if (role.current === 'patient') await call();
          else setStatus('connecting');
          break;
        case 'offer': {
          const peer = newPeer();
          await peer.setRemoteDescription({ type: 'offer', sdp: message.sdp });
          await flushCandidates(peer);
          await peer.setLocalDescription(await peer.createAnswer());
          send({ type: 'answer', sdp: peer.localDescription!.sdp });
          break;
        }
        case 'answer':
          if (pc.current) {
            await pc.current.setRemoteDescription({ type: 'answer', sdp: message.sdp });
            await flushCandidates(pc.current);
          }
          break;
        case 'candidate':
          if (pc.current?.remoteDescription)
            await pc.current.addIceCandidate(message.candidate).catch(() => {});
          else pending.current.push(message.candidate);
          break;
        case 'chat':
          setChat((lines) => [...lines, { from: 'peer', text: message.text, at: Date.now() }]);
          break;
        case 'media':
          setPeerMedia({
            camera: message.camera,
            microphone: message.microphone,
            audio_only: message.audio_only,
          });
          peerAudioOnly.current = message.audio_only;
          applyVideoSending();
          break;
        case 'peer-left':
          closePeer();
          setPeerMedia({ camera: false, microphone: false, audio_only: false });
          peerAudioOnly.current = false;
          applyVideoSending();
          setStatus('peer-left');
          break;
        case 'replaced':
          closedByUs = true;
          setStatus('replaced');
          break;
        case 'ended':
          closedByUs = true;
          setStatus('ended');
          break;
      }
    };

    (async () => {
      const local = await openMedia();
      if (cancelled) {
        for (const track of local?.getTracks() ?? []) track.stop();
        return;
      }
      if (!local) setMediaError(true);
      for (const track of local?.getTracks() ?? []) track.enabled = false;
      stream.current = local;
      setLocalStream(local);

      let socketPath: string | null;
      try {
        socketPath = await socketPathOf.current();
      } catch {
        if (!cancelled) setStatus('lost');
        return;
      }
      if (cancelled) return;
      if (!socketPath) {
        setStatus('ended');
        return;
      }
      const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
      const ws = new WebSocket(`${scheme}://${window.location.host}${socketPath}`);
      socket.current = ws;
      const role = { current: '' };
      // Messages are handled one at a time: an answer must not overtake its offer's setup.
      let queue = Promise.resolve();
      ws.onmessage = (e) => {
        let message: RoomNotice | RoomSignal;
        try {
          message = JSON.parse(String(e.data));
        } catch {
          return;
        }
        queue = queue.then(() => onMessage(message, role)).catch(() => {});
      };
      ws.onclose = () => {
        if (!closedByUs && !cancelled) setStatus((s) => (s === 'ended' || s === 'replaced' ? s : 'lost'));
        closePeer();
      };
    })();

    return () => {
      cancelled = true;
      closedByUs = true;
      socket.current?.close(1000, 'left');
      socket.current = null;
      closePeer();
      for (const track of stream.current?.getTracks() ?? []) track.stop();
      stream.current = null;
    };
  }, [iceServers, send, sendMedia, applyVideoSending]);

  const toggleCamera = useCallback(() => {
    const next = !media.current.camera;
    for (const track of stream.current?.getVideoTracks() ?? []) track.enabled = next;
    media.current.camera = next;
    setCamera(next);
    sendMedia();
  }, [sendMedia]);

  const toggleMicrophone = useCallback(() => {
    const next = !media.current.microphone;
    for (const track of stream.current?.getAudioTracks() ?? []) track.enabled = next;
    media.current.microphone = next;
    setMicrophone(next);
    sendMedia();
  }, [sendMedia]);

  const toggleAudioOnly = useCallback(() => {
    media.current.audio_only = !media.current.audio_only;
    setAudioOnly(media.current.audio_only);
    applyVideoSending();
    sendMedia();
  }, [applyVideoSending, sendMedia]);

  const sendChat = useCallback(
    (text: string) => {
      const trimmed = text.trim();
      if (!trimmed) return;
      send({ type: 'chat', text: trimmed });
      setChat((lines) => [...lines, { from: 'me', text: trimmed, at: Date.now() }]);
    },
    [send],
  );

  return {
    status,
    localStream,
    remoteStream,
    camera,
    microphone,
    audioOnly,
    peerMedia,
    chat,
    mediaError,
    hasCamera: Boolean(localStream?.getVideoTracks().length),
    hasMicrophone: Boolean(localStream?.getAudioTracks().length),
    toggleCamera,
    toggleMicrophone,
    toggleAudioOnly,
    sendChat,
  };
}
