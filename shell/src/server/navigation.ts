import { setNavigationData } from '@shop/shared/stores';
import { fetchNavigationData, type NavigationData } from '../api/navigation';

export type { NavigationData };

/** The header's data in the render's language, in the stores the header reads and for the browser to start from. */
export async function loadNavigation(): Promise<NavigationData> {
  const data = await fetchNavigationData();
  setNavigationData(data);
  return data;
}
