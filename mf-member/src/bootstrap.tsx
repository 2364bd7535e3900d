import { mountStandalone } from '@shop/shared/ui/standalone';
import * as remote from './routes';

void mountStandalone(remote);
