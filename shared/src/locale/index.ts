export * from './rules';
export * from './request';
export * from './addresses';
