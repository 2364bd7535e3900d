import { useSearchParams } from 'react-router';
import { withRedirect } from './redirect';

/** Paths to the other sign-in pages that keep this page's `redirect` (see `withRedirect`). */
export function useAuthPath(): (path: string) => string {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  return (path) => withRedirect(path, redirect);
}
