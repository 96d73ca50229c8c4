import { Avatar } from '@mantine/core';
import { useState } from 'react';

/**
 * The expert's picture (the SVG drawing when there is one: sharper and smaller than the PNG the
 * phone apps take), or, with none or when it fails to load, an avatar by gender: initials on the
 * gender's colour (spec section 8: "doctor image falls back to gender avatar"). The picture's
 * alternative text is the expert's name.
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
  const picture = failed ? null : src;
  return (
    <Avatar
      src={picture}
      alt={name}
      size={size}
      radius="50%"
      color={color}
      name={name}
      imageProps={{ onError: () => setFailed(true), loading: 'lazy', decoding: 'async' }}
    />
  );
}
