import { Avatar, type AvatarProps } from '@mantine/core';

/** First letter of each word, upper-cased; '?' without a name. */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  return words.map((w) => w[0]!.toUpperCase()).join('');
}

export interface UserAvatarProps extends Omit<AvatarProps, 'src' | 'children' | 'alt' | 'name'> {
  name?: string | null;
  picture?: string | null;
}

/** The user's picture, or the initials of their name. */
export function UserAvatar({ name, picture, size = 'md', radius = 'xl', color = 'magenta', ...rest }: UserAvatarProps) {
  return (
    <Avatar src={picture || null} alt={name ?? undefined} size={size} radius={radius} color={color} {...rest}>
      {initialsOf(name)}
    </Avatar>
  );
}
