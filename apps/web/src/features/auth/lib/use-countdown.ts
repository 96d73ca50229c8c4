import { useCallback, useEffect, useState } from 'react';

/** A seconds countdown for the Resend OTP link; `restart` starts it again from the top. */
export function useCountdown(seconds: number) {
  const [left, setLeft] = useState(0);

  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);

  const restart = useCallback(() => setLeft(seconds), [seconds]);
  const stop = useCallback(() => setLeft(0), []);
  return { left, running: left > 0, restart, stop };
}

/** The spec shows the countdown as 00:SS (it never exceeds a minute). */
export function formatCountdown(left: number): string {
  const minutes = Math.floor(left / 60);
  const secs = left % 60;
  return `${String(minutes).padStart(2, '0')}:${String(secs).padStart(2, '0')}`;
}
