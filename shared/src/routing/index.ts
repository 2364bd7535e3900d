/** How a remote describes its routes to the shell: route handles and lazily loaded pages. Stateless. */
export * from './handle';
export * from './lazy-page';
export * from './preload-texts';
