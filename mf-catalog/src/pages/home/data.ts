import type { PageDataRequest } from '@shop/shared/page-cache';
import { getHome } from '../../api/home';

/** `/`: everything the home page shows, from one call (GET index). Its route starts it with the page's code. */
export const homeData = () => ({ key: 'home', load: () => getHome() }) satisfies PageDataRequest;
