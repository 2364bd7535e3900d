/**
 * The runtime remotes manifest (`remotes.json`): its shape and who owns a URL. Plain TypeScript with no
 * browser or React dependency, so the release tooling and the server use the same code as the shell; and the
 * contract between a remote's needs and the shell's shared versions, which the release check and the shell share;
 * and which exports of two shared libraries the shell provides (the build trims them to these).
 */
export * from './manifest';
export * from './contract';
export * from './provided-exports';
