/** A record id from the address (`/fanza/12`, `?kuji=12`): a positive whole number the API accepts, else null. */
export function idFrom(raw: string | null | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}
