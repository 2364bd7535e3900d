/** Sign-in flow pages: the login button there goes to plain /login, a redirect back to them makes no sense. */
const authPaths = ['/login', '/register', '/set-password', '/forgot-password', '/mail-be-send', '/reset-password'];

/** SPEC §2 login button: /login?redirect=<current path>, or plain /login on the auth pages. */
export function loginHref(pathname: string, search = ''): string {
  if (authPaths.includes(pathname)) return '/login';
  return `/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`;
}
