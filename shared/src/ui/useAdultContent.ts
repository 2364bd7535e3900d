import { useEffect } from 'react';
import { $currentPageIsR18 } from '@shop/shared/stores';

/**
 * A page calls this with whether the content it shows is for adults; the shell's age gate reads the flag
 * (on /product/, /theme/ and /fanza/ paths only). The flag is reset when the page unmounts or stops being adult.
 */
export function useAdultContent(isAdult: boolean): void {
  useEffect(() => {
    $currentPageIsR18.set(isAdult);
    return () => $currentPageIsR18.set(false);
  }, [isAdult]);
}
