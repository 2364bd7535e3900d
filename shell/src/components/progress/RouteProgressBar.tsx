import { useNavigation } from 'react-router';
import * as styles from './route-progress.module.css';

/**
 * A thin bar at the top while a navigation is pending, which includes fetching a remote's route tree
 * (patchRoutesOnNavigation runs inside the navigation). CSS delays it a little so fast moves don't flash.
 */
export function RouteProgressBar() {
  const busy = useNavigation().state !== 'idle';
  return busy ? <div className={styles.bar} role="progressbar" aria-hidden="true" data-testid="route-progress" /> : null;
}
