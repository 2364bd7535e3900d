/** Paths where the age gate may apply (SPEC §2): product details, themes and the kuji section. */
const gatedPath = /\/(product|theme|fanza)\//;

interface AgeGateState {
  pathname: string;
  /** The page on screen marked itself adult (`$currentPageIsR18`, set through `useAdultContent`). */
  pageIsAdult: boolean;
  /** The visitor already confirmed their age in this tab (`$ageVerify`). */
  ageVerified: boolean;
}

/** SPEC §2 age gate: an adult page under a gated path, for a visitor who has not confirmed yet. */
export function shouldShowAgeGate({ pathname, pageIsAdult, ageVerified }: AgeGateState): boolean {
  return !ageVerified && pageIsAdult && gatedPath.test(pathname);
}
