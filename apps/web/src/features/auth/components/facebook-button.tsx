import { Button } from '@mantine/core';
import { useEffect, useState } from 'react';
import { type FacebookIdentity, loadFacebookSdk, loginWithFacebook } from '../lib/facebook-sdk';
import { FacebookMark } from './provider-marks';

interface FacebookButtonProps {
  appId: string;
  label: string;
  loading?: boolean;
  onBlockedClick?: () => void;
  onIdentity: (identity: FacebookIdentity) => void;
}

export function FacebookButton({ appId, label, loading, onBlockedClick, onIdentity }: FacebookButtonProps) {
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    loadFacebookSdk(appId)
      .then(() => !cancelled && setState('ready'))
      .catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
    };
  }, [appId]);

  const onClick = async () => {
    if (onBlockedClick) {
      onBlockedClick();
      return;
    }
    const identity = await loginWithFacebook().catch(() => null);
    if (identity) onIdentity(identity);
  };

  return (
    <Button
      variant="default"
      radius="xl"
      fullWidth
      leftSection={<FacebookMark />}
      loading={loading || (state === 'loading' && !onBlockedClick)}
      disabled={state === 'failed' && !onBlockedClick}
      onClick={onClick}
    >
      {state === 'failed' && !onBlockedClick ? 'Facebook is unavailable right now' : label}
    </Button>
  );
}
