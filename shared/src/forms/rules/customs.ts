// Customs rules for cross-border parcels (SPEC §9). Plain functions with no dependencies: the checkout form's
// yup schemas and the API's order validation (error 40033) call the same ones.

/** Destinations whose customs need the recipient's tax or ID number, and what that number is. */
export const customsIdKinds = {
  /** Personal Customs Clearance Code: P and 12 digits. */
  KR: 'pccc',
  /** Individual CPF (11 digits) or company CNPJ (14 digits), both with two check digits. */
  BR: 'cpf_cnpj',
  /** Registro Federal de Contribuyentes: 4 letters (3 for companies), date of birth/incorporation, 3 characters. */
  MX: 'rfc',
  /** Nomor Pokok Wajib Pajak: 15 digits, or the 16-digit NIK-based number. */
  ID: 'npwp',
  /** Citizen identity card (CCCD, 12 digits) or the older identity card (CMND, 9 digits). */
  VN: 'cccd',
  /** 13-digit tax identification number with its check digit. */
  TH: 'tax_id',
  /** MyKad number: date of birth, place of birth code and 4 digits (YYMMDD-PB-####). */
  MY: 'nric',
} as const;

export type CustomsCountry = keyof typeof customsIdKinds;
export type CustomsIdKind = (typeof customsIdKinds)[CustomsCountry];

/** Whether an order to this destination needs a customs tax/ID number. */
export function needsCustomsId(countryCode: string): countryCode is CustomsCountry {
  return Object.hasOwn(customsIdKinds, countryCode);
}

/**
 * Taiwan's customs clears cross-border parcels only for recipients who completed real-name authentication in the
 * customs app (EZ WAY): the checkout shows a notice for a parcel entering Taiwan from elsewhere (shipped from
 * mainland China, say); a parcel sent within Taiwan passes no customs. No number is collected.
 */
export function needsRealNameNotice(countryCode: string, shipsFrom: string): boolean {
  return countryCode === 'TW' && shipsFrom !== 'TW';
}

/**
 * Destinations whose import taxes the shopper pays on arrival: they are not in the order total, and such orders
 * get no site-wide free shipping (SPEC §9). These are the destinations that ask for a customs number.
 */
export function importTaxApplies(countryCode: string): boolean {
  return needsCustomsId(countryCode);
}

const digitsOf = (s: string) => Array.from(s, Number);

/** A valid calendar date from two-digit year, month and day (any century). */
function isDate(yy: string, mm: string, dd: string): boolean {
  const m = Number(mm);
  const d = Number(dd);
  if (m < 1 || m > 12 || d < 1) return false;
  // 2000 is a leap year, so a 29 February is accepted for every two-digit year that may be a leap year.
  const year = 2000 + Number(yy);
  return d <= new Date(Date.UTC(year, m, 0)).getUTCDate();
}

function isCpf(d: string): boolean {
  if (!/^\d{11}$/.test(d) || /^(\d)\1{10}$/.test(d)) return false;
  const n = digitsOf(d);
  const check = (len: number) => {
    const sum = n.slice(0, len).reduce((acc, x, i) => acc + x * (len + 1 - i), 0);
    return ((sum * 10) % 11) % 10;
  };
  return check(9) === n[9] && check(10) === n[10];
}

function isCnpj(d: string): boolean {
  if (!/^\d{14}$/.test(d) || /^(\d)\1{13}$/.test(d)) return false;
  const n = digitsOf(d);
  const check = (weights: number[]) => {
    const r = weights.reduce((acc, w, i) => acc + w * n[i]!, 0) % 11;
    return r < 2 ? 0 : 11 - r;
  };
  return check([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]) === n[12] && check([6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]) === n[13];
}

function isThaiTaxId(d: string): boolean {
  if (!/^\d{13}$/.test(d)) return false;
  const n = digitsOf(d);
  const sum = n.slice(0, 12).reduce((acc, x, i) => acc + x * (13 - i), 0);
  return (11 - (sum % 11)) % 10 === n[12];
}

/**
 * The number as it is stored and checked: upper-case, without spaces; for the all-digit kinds also without the
 * dots, dashes and slashes people type (123.456.789-09 → 12345678909). Malaysia keeps its digits only too.
 */
export function normalizeCustomsId(countryCode: string, raw: string): string {
  const compact = raw.trim().toUpperCase().replace(/\s+/g, '');
  if (countryCode === 'KR' || countryCode === 'MX') return compact.replace(/-/g, '');
  return compact.replace(/[.\-/]/g, '');
}

/** Whether `raw` is a well-formed tax/ID number for this destination (false for destinations that need none). */
export function isValidCustomsId(countryCode: string, raw: string): boolean {
  if (!needsCustomsId(countryCode)) return false;
  const v = normalizeCustomsId(countryCode, raw);
  switch (customsIdKinds[countryCode]) {
    case 'pccc':
      return /^P\d{12}$/.test(v);
    case 'cpf_cnpj':
      return isCpf(v) || isCnpj(v);
    case 'rfc': {
      const m = /^[A-ZÑ&]{3,4}(\d{2})(\d{2})(\d{2})[A-Z\d]{3}$/.exec(v);
      return !!m && isDate(m[1]!, m[2]!, m[3]!);
    }
    case 'npwp':
      return /^\d{15,16}$/.test(v);
    case 'cccd':
      return /^(\d{9}|\d{12})$/.test(v);
    case 'tax_id':
      return isThaiTaxId(v);
    case 'nric': {
      const m = /^(\d{2})(\d{2})(\d{2})\d{6}$/.exec(v);
      return !!m && isDate(m[1]!, m[2]!, m[3]!);
    }
  }
}
