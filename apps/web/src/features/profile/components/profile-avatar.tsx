import { Avatar } from '@mantine/core';
import { useState } from 'react';

interface ProfileAvatarProps {
  src: string | null;
  name: string;
  size: number;
}

/** The picture, or the patient's initials when there is none or it fails to load. */
export function ProfileAvatar({ src, name, size }: ProfileAvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : null;
  return (
    <Avatar
      src={usable}
      alt={name}
      name={name}
      color="initials"
      size={size}
      radius={size}
      imageProps={{ onError: () => setFailedSrc(src) }}
      style={{ border: '3px solid var(--mantine-color-white)', boxShadow: 'var(--mantine-shadow-sm)' }}
    />
  );
}
