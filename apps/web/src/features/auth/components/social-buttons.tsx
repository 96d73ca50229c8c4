import { lazy, Suspense } from 'react';
import { usePublicConfig } from '@/lib/public-config';
import type { SocialButtonsProps } from './social-buttons-list';

// The buttons, their SDK loaders and icons are downloaded only when a provider is configured.
const SocialButtonsList = lazy(() =>
  import('./social-buttons-list').then((m) => ({ default: m.SocialButtonsList })),
);

/** Shown only for the providers this deployment configured, so no SDK loads otherwise. */
export function SocialButtons(props: SocialButtonsProps) {
  const { data: config } = usePublicConfig();
  if (!config?.google_client_id && !config?.facebook_app_id) return null;
  return (
    <Suspense fallback={null}>
      <SocialButtonsList {...props} />
    </Suspense>
  );
}
