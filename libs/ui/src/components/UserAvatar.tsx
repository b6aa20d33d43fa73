import { usePictureUrl } from '@idea-portal/platform';
import { Avatar, type AvatarProps } from '@mantine/core';
import { useState } from 'react';

/** First letter of each word, upper-cased; '?' without a name. */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  return words.map((w) => w[0]!.toUpperCase()).join('');
}

export interface UserAvatarProps extends Omit<AvatarProps, 'src' | 'children' | 'alt' | 'name'> {
  name?: string | null;
  /** The profile's picture: an uploaded one (fetched with the caller's token) or an address. */
  picture?: string | null;
  /** The image's text alternative (default the name). */
  alt?: string;
}

/**
 * The user's picture, or the initials of their name: while an uploaded picture loads, when there
 * is none, and when the image fails (another site's address the content security policy blocks,
 * a deleted file), never a broken image or its alt text.
 */
export function UserAvatar({ name, picture, alt, size = 'md', radius = 'xl', color = 'magenta', ...rest }: UserAvatarProps) {
  const src = usePictureUrl(picture);
  const [failed, setFailed] = useState<string | null>(null);
  const shown = src && src !== failed ? src : null;
  return (
    <Avatar
      // A new picture gets a fresh image element (and a fresh chance to load).
      key={shown ?? 'initials'}
      src={shown}
      alt={alt ?? name ?? undefined}
      size={size}
      radius={radius}
      color={color}
      imageProps={{ onError: () => setFailed(src) }}
      {...rest}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
