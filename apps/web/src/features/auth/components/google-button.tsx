import { Button, Skeleton } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { type GoogleIdentity, renderGoogleButton } from '../lib/google-identity';
import { GoogleMark } from './provider-marks';

interface GoogleButtonProps {
  clientId: string;
  text: 'signin_with' | 'signup_with';
  label: string;
  /** When set, the button explains why it cannot be used yet instead of opening Google. */
  onBlockedClick?: () => void;
  onIdentity: (identity: GoogleIdentity) => void;
}

/** Google's own button, drawn by Google Identity Services once its script has loaded. */
export function GoogleButton({ clientId, text, label, onBlockedClick, onIdentity }: GoogleButtonProps) {
  const slot = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  // The callback changes on every render; GIS keeps the first one it was given.
  const latest = useRef(onIdentity);
  latest.current = onIdentity;

  const blocked = Boolean(onBlockedClick);

  useEffect(() => {
    if (blocked || !slot.current) return;
    let cancelled = false;
    setState('loading');
    renderGoogleButton(slot.current, clientId, text, (identity) => latest.current(identity))
      .then(() => !cancelled && setState('ready'))
      .catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
    };
  }, [clientId, text, blocked]);

  if (onBlockedClick) {
    return (
      <Button variant="default" radius="xl" fullWidth leftSection={<GoogleMark />} onClick={onBlockedClick}>
        {label}
      </Button>
    );
  }
  return (
    <>
      {state === 'loading' && <Skeleton height={40} radius="xl" />}
      {state === 'failed' && (
        <Button variant="default" radius="xl" fullWidth leftSection={<GoogleMark />} disabled>
          Google is unavailable right now
        </Button>
      )}
      <div ref={slot} style={{ display: state === 'ready' ? 'flex' : 'none', justifyContent: 'center' }} />
    </>
  );
}
