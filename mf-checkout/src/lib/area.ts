/** Where products ship from (SPEC §9). */
export type Origin = 'TW' | 'CN';
export const origins: readonly Origin[] = ['TW', 'CN'];
