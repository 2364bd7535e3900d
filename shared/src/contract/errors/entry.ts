// A catalogue entry: its code (whose first three digits are its HTTP status) and its message in each language.

export type ErrorLocale = 'tw' | 'cn' | 'en';

export interface ApiErrorEntry {
  readonly code: number;
  readonly status: number;
  readonly messages: Readonly<Record<ErrorLocale, string>>;
}

export const entry = <Code extends number>(code: Code, tw: string, cn: string, en: string) => ({
  code,
  status: Math.floor(code / 100),
  messages: { tw, cn, en },
});
