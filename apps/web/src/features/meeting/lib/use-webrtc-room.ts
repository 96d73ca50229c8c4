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
  /** The person's own tracks and whether each is on, from the device check (use-local-media). */
  local: { stream: MediaStream | null; camera: boolean; microphone: boolean };
}

/**
 * A one-to-one WebRTC call signalled through the API's socket. The patient makes the offer
 * whenever both are present, so two offers never cross; the expert answers. The tracks come
 * from the device check, on or off as chosen there; switching one is its `enabled` flag and a
 * switched device is `replaceTrack`, so neither needs renegotiation. Each change is told to the
 * other side ('media'), which shows it. Audio only stops sending video both ways, for weak
 * connections.
 */
export function useWebrtcRoom({ freshSocketPath, iceServers, local }: Options) {
  const [status, setStatus] = useState<RoomStatus>('starting');
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null);
  const [audioOnly, setAudioOnly] = useState(false);
  /** Null until the other side first says how its camera and microphone are. */
  const [peerMedia, setPeerMedia] = useState<PeerMedia | null>(null);
  const [chat, setChat] = useState<ChatLine[]>([]);

  const socket = useRef<WebSocket | null>(null);
  const pc = useRef<RTCPeerConnection | null>(null);
  const stream = useRef<MediaStream | null>(local.stream);
  stream.current = local.stream;
  const pending = useRef<RTCIceCandidateInit[]>([]);
  const videoSender = useRef<RTCRtpSender | null>(null);
  const audioSender = useRef<RTCRtpSender | null>(null);
  const media = useRef({ camera: local.camera, microphone: local.microphone, audio_only: false });
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
    if (!sender) return;
    const off = media.current.audio_only || peerAudioOnly.current;
    if (sender.track !== (off ? null : video)) void sender.replaceTrack(off ? null : video).catch(() => {});
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
      audioSender.current = null;
      for (const track of stream.current?.getTracks() ?? []) {
        const sender = peer.addTrack(track, stream.current!);
        if (track.kind === 'video') videoSender.current = sender;
        else audioSender.current = sender;
      }
      // Without a camera, still ask for the other side's video (and send one if a camera comes).
      if (!videoSender.current) videoSender.current = peer.addTransceiver('video').sender;
      if (!audioSender.current) audioSender.current = peer.addTransceiver('audio').sender;
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
          setPeerMedia(null);
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
      // The tracks are the device check's: they outlive this connection.
    };
  }, [iceServers, send, sendMedia, applyVideoSending]);

  // The camera or microphone switched on or off: tell the other side.
  useEffect(() => {
    media.current.camera = local.camera;
    media.current.microphone = local.microphone;
    sendMedia();
  }, [local.camera, local.microphone, sendMedia]);

  // Another camera or microphone was chosen: send its track in place of the old one.
  useEffect(() => {
    const audio = local.stream?.getAudioTracks()[0] ?? null;
    if (audioSender.current && audioSender.current.track !== audio)
      void audioSender.current.replaceTrack(audio).catch(() => {});
    applyVideoSending();
  }, [local.stream, applyVideoSending]);

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
    remoteStream,
    audioOnly,
    peerMedia,
    chat,
    toggleAudioOnly,
    sendChat,
  };
}
