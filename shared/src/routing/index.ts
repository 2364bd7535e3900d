export * from './handle';
export * from './manifest';
