import { useEffect, useState } from 'react';

/** How loud the microphone is, 0 to 100, ten times a second (an AnalyserNode on its track). */
export function useAudioLevel(stream: MediaStream | null, on: boolean): number {
  const [level, setLevel] = useState(0);
  const track = stream?.getAudioTracks()[0] ?? null;

  useEffect(() => {
    setLevel(0);
    if (!track || !on || typeof AudioContext === 'undefined') return;
    const ctx = new AudioContext();
    const analyser = ctx.createAnalyser();
    analyser.fftSize = 512;
    ctx.createMediaStreamSource(new MediaStream([track])).connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    // A context made before any tap may start suspended: the first tap anywhere wakes it.
    const wake = () => void ctx.resume().catch(() => {});
    wake();
    window.addEventListener('pointerdown', wake);
    const timer = window.setInterval(() => {
      analyser.getByteTimeDomainData(samples);
      let sum = 0;
      for (const s of samples) sum += ((s - 128) / 128) ** 2;
      // Speech sits around an RMS of 0.02–0.2: scaled so that talking fills most of the bar.
      setLevel(Math.min(100, Math.round(Math.sqrt(sum / samples.length) * 400)));
    }, 100);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('pointerdown', wake);
      void ctx.close().catch(() => {});
    };
  }, [track, on]);

  return level;
}
