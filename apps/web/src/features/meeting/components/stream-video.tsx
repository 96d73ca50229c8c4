import { useEffect, useRef } from 'react';

interface Props {
  stream: MediaStream | null;
  className?: string;
  label: string;
  testId: string;
  /** Your own picture is mirrored, as in a looking-glass; the other side's is not. */
  mirrored?: boolean;
  muted?: boolean;
  /** The speaker to play through, where the browser allows choosing one. */
  sinkId?: string;
}

type SinkVideo = HTMLVideoElement & { setSinkId?(id: string): Promise<void> };

/** A <video> showing a stream, kept in step with it. */
export function StreamVideo({ stream, className, label, testId, mirrored, muted = true, sinkId }: Props) {
  const ref = useRef<SinkVideo>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  useEffect(() => {
    if (sinkId !== undefined && ref.current?.setSinkId) void ref.current.setSinkId(sinkId).catch(() => {});
  }, [sinkId]);
  return (
    <video
      ref={ref}
      autoPlay
      playsInline
      muted={muted}
      aria-label={label}
      data-testid={testId}
      className={className}
      style={mirrored ? { transform: 'scaleX(-1)' } : undefined}
    />
  );
}
