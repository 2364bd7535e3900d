/** `/search?keyword=…`, the one place the search URL is spelled. */
export function searchPath(keyword: string): string {
  return `/search?${new URLSearchParams({ keyword }).toString()}`;
}
