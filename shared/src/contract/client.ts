import { Type, type Static } from 'typebox';
import { Nullable } from './common';

// Not part of the provider's v1 contract: what the browser needs to know at run time (served at
// /api/client-config), so one build can run against the local emulator and a real project alike.

/** Firebase web-app settings for Google sign-in; `emulatorUrl` is set only with the local Auth emulator. */
export const FirebaseWebConfig = Type.Object({
  apiKey: Type.String(),
  authDomain: Type.String(),
  projectId: Type.String(),
  emulatorUrl: Nullable(Type.String()),
});
export type FirebaseWebConfig = Static<typeof FirebaseWebConfig>;

/**
 * Where members' avatars are uploaded with the Firebase Storage SDK. `emulated`: no real bucket is configured, so
 * the shop's own origin serves the Storage REST protocol (the API's storage module) and the SDK is pointed at it
 * (`connectStorageEmulator` with the member's session token as the mock user token).
 */
export const StorageWebConfig = Type.Object({ bucket: Type.String({ minLength: 1 }), emulated: Type.Boolean() });
export type StorageWebConfig = Static<typeof StorageWebConfig>;

/** `firebase` is null when Google sign-in is not configured: the login page then shows no Google button. */
export const ClientConfig = Type.Object({ firebase: Nullable(FirebaseWebConfig), storage: StorageWebConfig });
export type ClientConfig = Static<typeof ClientConfig>;

/** The endpoint takes no parameters; anything in the query string is refused. */
export const ClientConfigQuery = Type.Object({}, { additionalProperties: false });
