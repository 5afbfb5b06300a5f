import { Avatar, type AvatarProps } from '@mantine/core';

/**
 * The first letters of the username, up to 2 (spec 1 §2.2): "Jane Doe" → "JD", "jane.doe" → "JD", "admin" → "A".
 * An e-mail used as a username counts only up to the "@".
 */
export function getInitials(username: string): string {
  const local = username.split('@')[0] ?? '';
  const words = local.split(/[\s._-]+/).filter(Boolean);
  const initials = words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
  return initials || '?';
}

export function InitialsAvatar({ username, ...props }: { username: string } & Omit<AvatarProps, 'children'>) {
  return (
    <Avatar color="leaf" radius="xl" variant="filled" {...props}>
      {getInitials(username)}
    </Avatar>
  );
}
