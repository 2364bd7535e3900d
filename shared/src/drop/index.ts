/**
 * Drops (issue 26): an item that goes on sale at a published time behind a waiting room. The waiting page each
 * owning remote mounts, the item pages' way into the queue, and the admission a purchase sends, kept in the browser's
 * localStorage so whichever app and tab places the order (the kuji checkout, the shop's checkout) finds it. Stateless code
 * bundled into each app that uses it (not a Module Federation singleton): what it keeps is in browser storage.
 */
import './namespace';

export { formatCountdown, secondsLeft } from './clock';
export { dropData, itemAndDropData } from './dropData';
export { AdmittedNote, DropEntry } from './DropEntry';
export { getDrop, getDropPlace, joinDrop } from './endpoints';
export { followDropPlace, placeStreamAttempts, placeStreamRetryMs, type PlaceFollower } from './follow';
export {
  forgetAdmission,
  isAdmissionRefusal,
  keepPlace,
  keptPlaceKey,
  liveAdmission,
  purchaseAdmission,
  type KeptAdmission,
  type PurchaseAdmission,
} from './keep';
export { dropNamespace } from './namespace';
export { useDropGate, type DropGate } from './useDropGate';
export { placeRefreshMs } from './useWaitingRoom';
export { WaitingRoom, WaitingRoomSkeleton, type WaitingRoomProps } from './WaitingRoom';
