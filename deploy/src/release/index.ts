/** Canary releases: what the CLIs, the server, the operator view and the canary monitor share. */
export { readReleaseState, createReleaseStateReader, type ReleaseState, type RemoteReleaseState } from './release-state.js';
export { abortCanary, parsePercent, promoteCanary, rollbackRelease, setCanaryShare, startCanary, type Actor } from './rollout.js';
export { readCanaries, type Canary, type Canaries } from './canary-state.js';
export { operatorName } from './operator.js';
export { pruneVersions } from './prune.js';
