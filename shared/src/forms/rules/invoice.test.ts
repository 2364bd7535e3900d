import { isBusinessNumber, isCitizenCertificate, isLoveCode, isMobileBarcode, needsUniformInvoice } from './invoice';

// The Ministry of Finance's formats for the carriers and codes a Taiwanese buyer gives for the uniform e-invoice.

test('a unified business number passes its checksum: divisible by 5, and the seventh digit 7 counts both ways', () => {
  // Registered companies' numbers.
  expect(isBusinessNumber('22099131')).toBe(true);
  expect(isBusinessNumber('04595257')).toBe(true);
  // Weighted sum 35: divisible by 5 but not 10, valid since the 2023 rule.
  expect(isBusinessNumber('22099136')).toBe(true);
  // Seventh digit 7: the sum is 21 counting 28 as 1, and 20 counting it as 0.
  expect(isBusinessNumber('10458575')).toBe(true);
  expect(isBusinessNumber(' 22099131 ')).toBe(true);
  expect(isBusinessNumber('22099132')).toBe(false);
  expect(isBusinessNumber('10458572')).toBe(false);
  expect(isBusinessNumber('2209913')).toBe(false);
  expect(isBusinessNumber('2209913a')).toBe(false);
});

test('a mobile barcode is a slash and seven of 0–9, A–Z, ".", "-", "+"', () => {
  expect(isMobileBarcode('/ABC+123')).toBe(true);
  expect(isMobileBarcode('/a.b-1c2')).toBe(true);
  expect(isMobileBarcode('ABC+1234')).toBe(false);
  expect(isMobileBarcode('/ABC123')).toBe(false);
  expect(isMobileBarcode('/ABC_123')).toBe(false);
  expect(isMobileBarcode('/ABC12345')).toBe(false);
});

test('a citizen certificate carrier is two letters and 14 digits; a love code 3 to 7 digits', () => {
  expect(isCitizenCertificate('AB12345678901234')).toBe(true);
  expect(isCitizenCertificate('ab12345678901234')).toBe(true);
  expect(isCitizenCertificate('A123456789012345')).toBe(false);
  expect(isCitizenCertificate('AB1234567890123')).toBe(false);
  expect(isLoveCode('123')).toBe(true);
  expect(isLoveCode('8585')).toBe(true);
  expect(isLoveCode('1234567')).toBe(true);
  expect(isLoveCode('12')).toBe(false);
  expect(isLoveCode('12345678')).toBe(false);
  expect(isLoveCode('12a')).toBe(false);
});

test('a uniform invoice goes with goods delivered in Taiwan', () => {
  expect(needsUniformInvoice('TW')).toBe(true);
  expect(needsUniformInvoice('HK')).toBe(false);
});
