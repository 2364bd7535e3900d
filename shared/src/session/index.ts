/**
 * What several apps do with the member's session (the header's account menu and the member centre both
 * sign out). The session's state is in `@shop/shared/stores`; this code is bundled into each app.
 */
export { logOut } from './logOut';
