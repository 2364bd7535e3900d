export * from './session';
export * from './cart';
export * from './locale';
export { sessionStorageAtom } from './session-storage-atom';
export * from './ui';
export * from './menu';
export * from './dialog';
export * from './currency';
export * from './page-meta';
