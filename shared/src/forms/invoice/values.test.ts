import { object, ValidationError } from 'yup';
import { i18next, initI18n } from '@shop/shared/i18n';
import { formsNamespace } from '../namespace';
import { invoiceOf, invoiceRules, invoiceValues, type InvoiceValues } from './index';

const blank = invoiceValues(null);

/** The messages the invoice rules give `values` by field (for a sale that takes an invoice unless told); none when valid. */
async function messages(values: Partial<InvoiceValues>, taken = true): Promise<Record<string, string>> {
  const all = { ...blank, ...values };
  try {
    await object(invoiceRules(all.invoiceKind, { taken })).validate(all, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries((error as ValidationError).inner.map((inner) => [inner.path!, inner.message]));
  }
}

beforeAll(async () => {
  await initI18n('en');
  await i18next.loadNamespaces(formsNamespace);
});

it('asks nothing of the member carrier, the default', async () => {
  expect(blank.invoiceKind).toBe('member');
  expect(await messages({})).toEqual({});
});

it('takes a mobile barcode of "/" and 7 characters, typed in any case', async () => {
  expect(await messages({ invoiceKind: 'mobile' })).toEqual({ mobileBarcode: 'Required fields' });
  expect(await messages({ invoiceKind: 'mobile', mobileBarcode: 'ABC1234' })).toEqual({
    mobileBarcode: 'A mobile barcode is "/" followed by 7 letters, digits or . - +',
  });
  expect(await messages({ invoiceKind: 'mobile', mobileBarcode: '/AB+12' })).toHaveProperty('mobileBarcode');
  expect(await messages({ invoiceKind: 'mobile', mobileBarcode: '/ab.-+12' })).toEqual({});
});

it('takes a citizen certificate of 2 letters and 14 digits', async () => {
  expect(await messages({ invoiceKind: 'certificate', certificateCarrier: 'A123456789012345' })).toEqual({
    certificateCarrier: 'A citizen certificate carrier is 2 letters and 14 digits',
  });
  expect(await messages({ invoiceKind: 'certificate', certificateCarrier: 'AB12345678901234' })).toEqual({});
});

it('takes a love code of 3 to 7 digits', async () => {
  expect(await messages({ invoiceKind: 'donation', loveCode: '12' })).toEqual({ loveCode: 'A donation code is 3 to 7 digits' });
  expect(await messages({ invoiceKind: 'donation', loveCode: '12345678' })).toHaveProperty('loveCode');
  expect(await messages({ invoiceKind: 'donation', loveCode: '919' })).toEqual({});
});

it('takes a business number whose checksum holds, with the company name', async () => {
  expect(await messages({ invoiceKind: 'company' })).toEqual({
    businessNumber: 'Required fields',
    companyTitle: 'Required fields',
  });
  expect(await messages({ invoiceKind: 'company', businessNumber: '04595258', companyTitle: 'Example Co.' })).toEqual({
    businessNumber: 'This unified business number is not valid. Please check it and enter it again',
  });
  expect(await messages({ invoiceKind: 'company', businessNumber: '04595257', companyTitle: 'Example Co.' })).toEqual({});
});

it('checks only the chosen kind, and nothing for a sale that takes no invoice', async () => {
  expect(await messages({ invoiceKind: 'donation', loveCode: '919', mobileBarcode: 'wrong' })).toEqual({});
  expect(await messages({ invoiceKind: 'mobile', mobileBarcode: 'wrong' }, false)).toEqual({});
});

it('says its messages in the language on screen', async () => {
  await i18next.changeLanguage('tw');
  try {
    expect(await messages({ invoiceKind: 'donation', loveCode: 'x' })).toEqual({ loveCode: '捐贈碼應為 3 至 7 碼數字' });
  } finally {
    await i18next.changeLanguage('en');
  }
});

it('sends the chosen kind with its code, in capitals and trimmed', () => {
  const typed = {
    ...blank,
    mobileBarcode: ' /abc+123 ',
    certificateCarrier: 'ab12345678901234',
    loveCode: ' 919 ',
    businessNumber: '04595257 ',
    companyTitle: ' Example Co. ',
  };
  expect(invoiceOf({ ...typed, invoiceKind: 'member' })).toEqual({ kind: 'member' });
  expect(invoiceOf({ ...typed, invoiceKind: 'mobile' })).toEqual({ kind: 'mobile', carrier: '/ABC+123' });
  expect(invoiceOf({ ...typed, invoiceKind: 'certificate' })).toEqual({
    kind: 'certificate',
    carrier: 'AB12345678901234',
  });
  expect(invoiceOf({ ...typed, invoiceKind: 'donation' })).toEqual({ kind: 'donation', love_code: '919' });
  expect(invoiceOf({ ...typed, invoiceKind: 'company' })).toEqual({
    kind: 'company',
    business_number: '04595257',
    title: 'Example Co.',
  });
});

it('starts the form from a remembered choice', () => {
  expect(invoiceValues({ kind: 'mobile', carrier: '/ABC1234' })).toEqual({
    ...blank,
    invoiceKind: 'mobile',
    mobileBarcode: '/ABC1234',
  });
  expect(invoiceValues({ kind: 'company', business_number: '04595257' })).toEqual({
    ...blank,
    invoiceKind: 'company',
    businessNumber: '04595257',
  });
});
