import { useEffect, useState } from 'react';

const secondsUntil = (until: string) => Math.max(0, Math.ceil((Date.parse(until) - Date.now()) / 1000));

/** Whole seconds left until `until` (an ISO instant), ticking each second; 0 once it has passed. */
export function useCountdown(until: string): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(until));
  useEffect(() => {
    setSeconds(secondsUntil(until));
    const timer = window.setInterval(() => {
      const s = secondsUntil(until);
      setSeconds(s);
      if (s === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return seconds;
}

/** 545 as '09:05'. */
export function mmss(seconds: number): string {
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
