import { importTaxApplies, isValidCustomsId, needsCustomsId, needsRealNameNotice, normalizeCustomsId } from './customs';
import { needsEnglishOnly, salesAreaOf } from './destination';

describe('which destinations need a customs number (SPEC §9)', () => {
  it('is the seven customs destinations, and they pay import taxes', () => {
    for (const c of ['KR', 'BR', 'MX', 'ID', 'VN', 'TH', 'MY']) {
      expect(needsCustomsId(c)).toBe(true);
      expect(importTaxApplies(c)).toBe(true);
    }
    for (const c of ['TW', 'CN', 'HK', 'JP', 'US', 'constructor', 'toString']) expect(needsCustomsId(c)).toBe(false);
  });

  it('shows the EZ WAY real-name notice only for a parcel entering Taiwan from elsewhere', () => {
    expect(needsRealNameNotice('TW', 'CN')).toBe(true);
    expect(needsRealNameNotice('TW', 'TW')).toBe(false);
    expect(needsRealNameNotice('CN', 'TW')).toBe(false);
    expect(needsRealNameNotice('CN', 'CN')).toBe(false);
  });

  it('refuses any number for a destination that needs none', () => {
    expect(isValidCustomsId('JP', 'P123456789012')).toBe(false);
  });
});

describe('customs number formats', () => {
  const cases: [string, string[], string[]][] = [
    [
      'KR',
      ['P123456789012', 'p123456789012', ' P 1234-5678-9012 '],
      ['P12345678901', 'Q123456789012', '123456789012', 'P1234567890123'],
    ],
    // CPF 529.982.247-25 and CNPJ 11.222.333/0001-81 have correct check digits; one digit off breaks them.
    [
      'BR',
      ['529.982.247-25', '52998224725', '11.222.333/0001-81', '11222333000181'],
      ['529.982.247-24', '11222333000182', '11111111111', '123'],
    ],
    [
      'MX',
      ['GODE561231GR8', 'gode-561231-gr8', 'ABC680524P76', 'ÑAÑO000229AB1'],
      ['GODE561331GR8', 'GODE560230GR8', 'GO561231GR8', 'GODE561231GR'],
    ],
    ['ID', ['09.254.294.3-407.000', '092542943407000', '3171234567890123'], ['0925429434070', '09254294340700A']],
    ['VN', ['001203004567', '123456789'], ['12345678', '0012030045678', 'ABC123456789']],
    ['TH', ['1101700203450', '1-1017-00203-45-0'], ['1101700203451', '110170020345']],
    ['MY', ['900101-14-5678', '900101145678'], ['901301-14-5678', '900132145678', '90010114567']],
  ];
  it.each(cases)('%s accepts well-formed numbers and refuses the rest', (country, good, bad) => {
    for (const v of good) expect([v, isValidCustomsId(country, v)]).toEqual([v, true]);
    for (const v of bad) expect([v, isValidCustomsId(country, v)]).toEqual([v, false]);
  });

  it('stores numbers compact and upper-case', () => {
    expect(normalizeCustomsId('BR', '529.982.247-25')).toBe('52998224725');
    expect(normalizeCustomsId('KR', ' p1234 5678 9012')).toBe('P123456789012');
    expect(normalizeCustomsId('MY', '900101-14-5678')).toBe('900101145678');
  });
});

describe('destination rules', () => {
  it('groups destinations into sales areas', () => {
    expect([salesAreaOf('TW'), salesAreaOf('CN'), salesAreaOf('HK'), salesAreaOf('US')]).toEqual([
      'TW',
      'CN',
      'OVERSEAS',
      'OVERSEAS',
    ]);
  });

  it('asks for English outside Taiwan, mainland China, Hong Kong and Macau', () => {
    for (const c of ['TW', 'CN', 'HK', 'MO']) expect(needsEnglishOnly(c)).toBe(false);
    for (const c of ['KR', 'JP', 'US']) expect(needsEnglishOnly(c)).toBe(true);
  });
});
