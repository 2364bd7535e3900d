export {
  actAs,
  canceledBeforeStart,
  storageStarter,
  uploadToStorage,
  type StartedStorage,
  type StorageSdk,
  type StorageUpload,
  type StorageUploadRequest,
} from './upload';
