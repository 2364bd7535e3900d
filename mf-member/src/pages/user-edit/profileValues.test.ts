import { jest } from '@jest/globals';
import { ValidationError } from 'yup';
import type { UserInfo } from '@shop/shared/contract';
import { formsNamespace } from '@shop/shared/forms';
import { i18next, initI18n } from '@shop/shared/i18n';
import { ns } from '../../namespace';
import { birthdayFieldValue, birthdayTimestamp, isPossibleBirthday, latestBirthday } from './birthday';
import type { MobileNumberCheck } from '@shop/shared/forms';
import { initialValues, profileSchema, profileUpdate, type ProfileValues } from './profileValues';

const fresh: UserInfo = {
  user_id: 9,
  email: 'new@example.com',
  account_name: '',
  avatar_picture: '',
  account_status: 'active',
  phone_code: '',
  phone_number: '',
  gender: '',
  birthday_timestamp: 0,
};
const blank = initialValues(fresh);

beforeAll(async () => {
  await initI18n('en');
  await i18next.loadNamespaces([ns, formsNamespace]);
});

async function errorsOf(
  values: ProfileValues,
  checkPhone: MobileNumberCheck = async () => true,
): Promise<Record<string, string>> {
  try {
    await profileSchema(checkPhone).validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries((error as ValidationError).inner.map((inner) => [inner.path, inner.message]));
  }
}

describe('at least one item (SPEC §5)', () => {
  it('sends nothing when no item is filled in', () => {
    expect(blank).toEqual({ accountName: '', phoneCode: '886', phoneNumber: '', gender: '', birthday: '' });
    expect(profileUpdate(blank, fresh)).toBeNull();
    expect(profileUpdate({ ...blank, accountName: '   ', phoneNumber: ' ' }, fresh)).toBeNull();
  });

  it('sends every item filled in, and only those', () => {
    expect(profileUpdate({ ...blank, accountName: ' Mei ' }, fresh)).toEqual({ account_name: 'Mei' });
    expect(profileUpdate({ ...blank, gender: 'female' }, fresh)).toEqual({ gender: 'female' });
    expect(profileUpdate({ ...blank, phoneCode: '86', phoneNumber: ' 13800138000 ' }, fresh)).toEqual({
      phone_code: '86',
      phone_number: '13800138000',
    });
    expect(profileUpdate({ ...blank, birthday: '1990-01-01' }, fresh)).toEqual({ birthday_timestamp: 631152000 });
  });

  it('clears a saved birthday as 0 (not set) along with another item, never on its own', () => {
    const born = { ...fresh, account_name: 'Mei', birthday_timestamp: 631152000 };
    expect(profileUpdate({ ...initialValues(born), birthday: '' }, born)).toEqual({ account_name: 'Mei', birthday_timestamp: 0 });
    expect(profileUpdate({ ...blank, birthday: '' }, { ...fresh, birthday_timestamp: 631152000 })).toBeNull();
  });
});

describe('the mobile number', () => {
  it('is checked with system/valid-phone-number under its country code, with the API’s own message', async () => {
    const asked: string[] = [];
    const check = async (code: string, number: string) => {
      asked.push(`${code} ${number}`);
      return number.startsWith('09');
    };
    expect(await errorsOf({ ...blank, phoneNumber: '0912345678' }, check)).toEqual({});
    expect(await errorsOf({ ...blank, phoneCode: '81', phoneNumber: '12345' }, check)).toEqual({
      phoneNumber: 'Please enter a valid mobile number',
    });
    expect(asked).toEqual(['886 0912345678', '81 12345']);
    await i18next.changeLanguage('tw');
    expect(await errorsOf({ ...blank, phoneNumber: '12345' }, check)).toEqual({ phoneNumber: '請輸入正確的手機號碼' });
    await i18next.changeLanguage('en');
  });

  it('is not checked while empty', async () => {
    const check = jest.fn<MobileNumberCheck>(async () => false);
    expect(await errorsOf(blank, check)).toEqual({});
    expect(check).not.toHaveBeenCalled();
  });
});

describe('the birthday', () => {
  it('is kept as UTC midnight in seconds, 0 when not set', () => {
    expect(birthdayFieldValue(631152000)).toBe('1990-01-01');
    expect(birthdayFieldValue(0)).toBe('');
    expect(birthdayFieldValue(-312336000)).toBe('1960-02-08');
    for (const day of ['1990-01-01', '1960-02-08', '2000-02-29', '1900-01-01'])
      expect(birthdayFieldValue(birthdayTimestamp(day))).toBe(day);
    expect(birthdayTimestamp('')).toBe(0);
  });

  it('is a day from 1900-01-01 to today in Taipei', async () => {
    // 2026-03-01 01:00 in Taipei is still February 28 in UTC.
    const now = Date.parse('2026-02-28T17:00:00Z');
    expect(latestBirthday(now)).toBe('2026-03-01');
    expect(isPossibleBirthday('2026-03-01', now)).toBe(true);
    expect(isPossibleBirthday('2026-03-02', now)).toBe(false);
    expect(isPossibleBirthday('1900-01-01', now)).toBe(true);
    expect(isPossibleBirthday('1899-12-31', now)).toBe(false);
    expect(isPossibleBirthday('2023-02-29', now)).toBe(false);
    expect(isPossibleBirthday('1970-01-01', now)).toBe(true);
    expect(await errorsOf({ ...blank, birthday: '2999-01-01' })).toEqual({
      birthday: 'Please enter a date between 1900-01-01 and today',
    });
  });
});

it('keeps the account name within what the API takes', async () => {
  expect(await errorsOf({ ...blank, accountName: 'x'.repeat(51) })).toEqual({ accountName: '*Enter at most 50 characters' });
});
