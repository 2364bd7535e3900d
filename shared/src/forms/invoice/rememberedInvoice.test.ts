import { rememberedInvoice, rememberInvoice } from './rememberedInvoice';

beforeEach(() => localStorage.clear());

it('has nothing to offer on a device that never chose', () => {
  expect(rememberedInvoice()).toBeNull();
});

it('gives back each kind of choice as it was kept', () => {
  const choices = [
    { kind: 'member' },
    { kind: 'mobile', carrier: '/ABC1234' },
    { kind: 'certificate', carrier: 'AB12345678901234' },
    { kind: 'donation', love_code: '919' },
    { kind: 'company', business_number: '04595257', title: 'Example Co., Ltd.' },
    { kind: 'company', business_number: '04595257' },
  ] as const;
  for (const choice of choices) {
    rememberInvoice(choice);
    expect(rememberedInvoice()).toEqual(choice);
  }
});

it('ignores an entry that is not a choice', () => {
  for (const stored of ['not json', '{"kind":"mobile"}', '{"kind":"lottery"}', '[1]', '{"kind":"donation","love_code":919}']) {
    localStorage.setItem('invoiceChoice', stored);
    expect(rememberedInvoice()).toBeNull();
  }
});
