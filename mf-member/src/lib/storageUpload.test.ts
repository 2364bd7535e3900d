import { avatarStorage, retryLimits } from './storageUpload';

it('sets the SDK’s retry limits to the spec’s: operations 2 minutes, uploads 10 (SPEC §9)', async () => {
  expect(retryLimits).toEqual({ maxOperationRetryTime: 2 * 60_000, maxUploadRetryTime: 10 * 60_000 });
  const { storage } = await avatarStorage({ bucket: 'demo-shop.appspot.com', emulated: true });
  expect(storage.maxOperationRetryTime).toBe(120_000);
  expect(storage.maxUploadRetryTime).toBe(600_000);
  // One app of its own, for the bucket the API named; the same instance for every upload of the page.
  expect(storage.app.name).toBe('member-storage');
  expect(storage.app.options.storageBucket).toBe('demo-shop.appspot.com');
  expect((await avatarStorage({ bucket: 'demo-shop.appspot.com', emulated: true })).storage).toBe(storage);
});
