import { createConfig } from '../rspack.config.base';

export default createConfig({ folder: 'mf-fanza' });
