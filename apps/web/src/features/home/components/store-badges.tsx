import { Anchor, Group } from '@mantine/core';
import { usePublicConfig } from '@/lib/public-config';
import appStoreBadge from '../assets/app-store-badge.svg';
import playStoreBadge from '../assets/google-play-badge.svg';

/** The two app-store links (spec section 2); the addresses come from the server's configuration. */
export function StoreBadges({ lazyImages = false }: { lazyImages?: boolean }) {
  const config = usePublicConfig().data;
  if (!config) return null;
  const stores = [
    { href: config.play_store_url, src: playStoreBadge, label: 'Get it on Google Play' },
    { href: config.app_store_url, src: appStoreBadge, label: 'Download on the App Store' },
  ].filter((s) => s.href);
  if (stores.length === 0) return null;
  return (
    <Group gap="sm">
      {stores.map((s) => (
        <Anchor key={s.label} href={s.href} target="_blank" rel="noopener noreferrer" display="flex">
          <img
            src={s.src}
            alt={s.label}
            width={150}
            height={45}
            loading={lazyImages ? 'lazy' : undefined}
            decoding="async"
          />
        </Anchor>
      ))}
    </Group>
  );
}
