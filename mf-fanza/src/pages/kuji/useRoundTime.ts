import { useEffect, useState } from 'react';
import type { roundTime } from '@shop/shared/kuji';

/**
 * `roundTime` of @shop/shared/kuji, loaded only once an entry waits for its round: that module carries the BLS
 * verifier (~74 kB minified), which the campaign page needs for nothing else. Undefined until it has loaded.
 */
export function useRoundTime(needed: boolean): typeof roundTime | undefined {
  const [loaded, setLoaded] = useState<typeof roundTime>();
  useEffect(() => {
    if (!needed || loaded) return;
    let live = true;
    import('@shop/shared/kuji').then(
      (kuji) => {
        if (live) setLoaded(() => kuji.roundTime);
      },
      // Without the module the entry still says which round it waits for.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needed, loaded]);
  return loaded;
}
