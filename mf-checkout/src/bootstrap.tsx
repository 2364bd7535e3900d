import { mountStandalone } from '@shop/shared/ui';
import * as remote from './routes';

void mountStandalone(remote);
