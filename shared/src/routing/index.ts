export * from './handle';
export * from './manifest';
export * from './lazy-page';
export * from './page-data';
