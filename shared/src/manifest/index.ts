/**
 * The runtime remotes manifest (`remotes.json`): its shape and who owns a URL. Plain TypeScript with no
 * browser or React dependency, so the release tooling and the server use the same code as the shell.
 */
export * from './manifest';
