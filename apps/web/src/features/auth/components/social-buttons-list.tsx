import { Divider, Stack } from '@mantine/core';
import { usePublicConfig } from '@/lib/public-config';
import type { FacebookIdentity } from '../lib/facebook-sdk';
import type { GoogleIdentity } from '../lib/google-identity';
import { FacebookButton } from './facebook-button';
import { GoogleButton } from './google-button';

export interface SocialButtonsProps {
  mode: 'signin' | 'signup';
  loading?: boolean;
  /** Sign-up: set while the phone is unverified; each provider explains it in its own words. */
  blocked?: { google: () => void; facebook: () => void };
  onGoogle: (identity: GoogleIdentity) => void;
  onFacebook: (identity: FacebookIdentity) => void;
}

/** Loaded by SocialButtons only when this deployment configured a provider. */
export function SocialButtonsList({ mode, loading, blocked, onGoogle, onFacebook }: SocialButtonsProps) {
  const { data: config } = usePublicConfig();
  const googleId = config?.google_client_id;
  const facebookId = config?.facebook_app_id;
  if (!googleId && !facebookId) return null;
  const verb = mode === 'signin' ? 'Sign in' : 'Sign up';

  return (
    <Stack gap="sm">
      <Divider label="or" labelPosition="center" />
      {googleId && (
        <GoogleButton
          clientId={googleId}
          text={mode === 'signin' ? 'signin_with' : 'signup_with'}
          label={`${verb} with Google`}
          onBlockedClick={blocked?.google}
          onIdentity={onGoogle}
        />
      )}
      {facebookId && (
        <FacebookButton
          appId={facebookId}
          label={`${verb} with Facebook`}
          loading={loading}
          onBlockedClick={blocked?.facebook}
          onIdentity={onFacebook}
        />
      )}
    </Stack>
  );
}
