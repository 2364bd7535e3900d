import type { CountryCity, StorageWebConfig, UserInfo } from '@shop/shared/contract';
import { usePageData } from '@shop/shared/page-cache';
import { $user } from '@shop/shared/stores';
import { getClientConfig, getProfile } from '../../api/profile';
import { getCountries } from '../../api/system';

export interface UserEditData {
  profile: UserInfo;
  /** Calling codes to choose from; empty when they could not be loaded (the member's own code is still offered). */
  countries: CountryCity['data'];
  /** Where avatars go; null when the settings could not be loaded (uploads are then unavailable). */
  storage: StorageWebConfig | null;
}

/**
 * The profile as stored now (it also refreshes the header's copy in the session store), the calling codes and
 * the storage settings, side by side. Only the profile is needed to show the page; its failure is the API
 * client's to explain.
 */
export function useUserEditData() {
  return usePageData<UserEditData>('user-edit', async () => {
    const [{ data: profile }, countries, storage] = await Promise.all([
      getProfile({ loading: true }),
      getCountries({ noGlobalError: true }).then(
        (body) => body.data,
        () => [],
      ),
      getClientConfig().then(
        (config) => config.storage,
        () => null,
      ),
    ]);
    $user.set(profile);
    return { profile, countries, storage };
  });
}
