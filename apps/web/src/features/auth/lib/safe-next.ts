/** Only same-site paths may be returned to after sign-in ('//host' would leave the app). */
export function safeNextPath(next: string | null): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  if (next.startsWith('/login') || next.startsWith('/registeration')) return '/';
  return next;
}
