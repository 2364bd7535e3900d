/** The address another sign-in page hands over in the navigation state (`{ email }`), or ''. */
export function prefilledEmail(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}
