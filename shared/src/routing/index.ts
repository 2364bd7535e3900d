export * from './handle';
export * from './manifest';
export * from './lazy-page';
