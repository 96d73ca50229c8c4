import { Avatar } from '@mantine/core';
import { useState } from 'react';

/**
 * The expert's picture, or (none, or it fails to load) an avatar by gender: initials on the
 * gender's colour (spec section 8: "doctor image falls back to gender avatar").
 */
export function ExpertAvatar({
  src,
  name,
  gender,
  size = 72,
}: {
  src: string | null;
  name: string;
  gender: string;
  size?: number;
}) {
  const [failed, setFailed] = useState(false);
  const color = gender === 'female' ? 'rose' : gender === 'male' ? 'sea' : 'grape';
  return (
    <Avatar
      src={failed ? null : src}
      alt=""
      size={size}
      radius="xl"
      color={color}
      name={name}
      imageProps={{ onError: () => setFailed(true) }}
    />
  );
}
