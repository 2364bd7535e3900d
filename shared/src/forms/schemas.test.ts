import { object, string, ValidationError } from 'yup';
import { initI18n, i18next } from '@shop/shared/i18n';
import {
  confirmPasswordField,
  couponCodeField,
  emailField,
  formsNamespace,
  passwordField,
  requiredText,
  verificationCodeField,
} from './index';

async function errorOf(schema: { validate(value: unknown): Promise<unknown> }, value: unknown): Promise<string | undefined> {
  try {
    await schema.validate(value);
    return undefined;
  } catch (error) {
    return (error as ValidationError).message;
  }
}

beforeAll(async () => {
  await initI18n('en');
  await i18next.loadNamespaces(formsNamespace);
});

describe('SPEC §5 rules', () => {
  it('accepts 6–20 characters mixing letters and digits only', async () => {
    for (const ok of ['abc123', 'A1b2C3d4E5f6G7h8I9j0']) expect(await errorOf(passwordField(), ok)).toBeUndefined();
    for (const bad of ['abc12', 'abcdef', '123456', 'abc123!', 'a1'.repeat(11)]) {
      expect(await errorOf(passwordField(), bad)).toBe('The password must be 6~20 characters mixed with English and numbers');
    }
  });

  it('says the confirmation does not match', async () => {
    const schema = object({ password: passwordField(), confirm: confirmPasswordField() });
    expect(await errorOf(schema, { password: 'abc123', confirm: 'abc124' })).toBe('Confirm password does not match password');
    expect(await errorOf(schema, { password: 'abc123', confirm: 'abc123' })).toBeUndefined();
  });

  it('checks e-mail addresses and 6-digit codes', async () => {
    expect(await errorOf(emailField(), 'not-an-email')).toBe('Invalid mail');
    expect(await errorOf(emailField(), 'member@example.com')).toBeUndefined();
    expect(await errorOf(verificationCodeField(), '12345')).toBe('Verification error');
    expect(await errorOf(verificationCodeField(), '123456')).toBeUndefined();
  });

  it('asks for the discount code, and refuses what no code can be before asking the API', async () => {
    expect(await errorOf(couponCodeField(), '  ')).toBe('Please enter the discount code');
    expect(await errorOf(couponCodeField(), 'SAVE 300')).toBe('*Incorrect input, please check again');
    expect(await errorOf(couponCodeField(), 'A'.repeat(33))).toBe('*Enter at most 32 characters');
    expect(await errorOf(couponCodeField(), ' welcome-100_b ')).toBeUndefined();
  });

  it('uses the global overrides in the chosen language', async () => {
    await i18next.changeLanguage('tw');
    await i18next.loadNamespaces(formsNamespace);
    expect(await errorOf(string().min(3), 'ab')).toBe('*至少輸入 3 個字');
    expect(await errorOf(string().max(2), 'abc')).toBe('*最多輸入 2 個字');
    expect(await errorOf(string().matches(/^x$/), 'y')).toBe('*輸入錯誤，請再次檢查');
    expect(await errorOf(requiredText(), '')).toBe('*請輸入');
    expect(await errorOf(requiredText('關鍵字'), ' ')).toBe('*請輸入關鍵字');
    expect(await errorOf(emailField(), '')).toBe('必填欄位');
    await i18next.changeLanguage('en');
  });
});
