export * from './rules';
export * from './request';
