import { object, string, ValidationError } from 'yup';
import { initI18n, i18next } from '@shop/shared/i18n';
import { customsIdField, formsNamespace, recipientTextField } from './index';

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

describe('checkout fields', () => {
  it('asks Korea for its customs code and refuses a wrong one with the customs message', async () => {
    const form = object({ customs_id: customsIdField('KR') });
    expect(await errorOf(form, { customs_id: 'P12345' })).toBe(
      'The information you provided is incorrect. Please confirm and enter again',
    );
    expect(await errorOf(form, { customs_id: '' })).toBe('Required fields');
    expect(await errorOf(form, { customs_id: 'P123456789012' })).toBeUndefined();
  });

  it('drops the customs number where no customs number is needed', async () => {
    const form = object({ name: string(), customs_id: customsIdField('TW') });
    expect(await form.validate({ name: 'a', customs_id: 'anything' })).toEqual({ name: 'a' });
  });

  it('wants recipient names in English only for destinations outside the Chinese-speaking ones', async () => {
    expect(await errorOf(recipientTextField('US'), '王小明')).toBe('Please enter in English only');
    expect(await errorOf(recipientTextField('US'), 'Ming Wang')).toBeUndefined();
    expect(await errorOf(recipientTextField('TW'), '王小明')).toBeUndefined();
    expect(await errorOf(recipientTextField('TW'), ' ')).toBe('Required fields');
  });
});
