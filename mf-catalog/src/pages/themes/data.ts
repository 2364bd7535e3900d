import type { PageDataRequest } from '@shop/shared/page-cache';
import { getThemes } from '../../api/themes';

/** `/theme`: every theme. Its route starts it with the page's code. */
export const themesData = () => ({ key: 'themes', load: () => getThemes() }) satisfies PageDataRequest;
