import type { OrderCreate } from '@shop/shared/contract';
import {
  englishOnlyPattern,
  isValidCustomsId,
  needsCustomsId,
  needsEnglishOnly,
  normalizeCustomsId,
} from '@shop/shared/forms/rules';
import type { AddressJson, CvsStoreJson, RecipientJson } from '../../db/schema';
import { fail } from '../../platform/errors';
import { findPickupStore, placeAddress, validatePhone } from '../system/service';

// Who receives the parcel and where: the same rules the checkout form applies (@shop/shared/forms/rules).

export interface Delivery {
  recipient: RecipientJson;
  address: AddressJson | null;
  cvsStore: CvsStoreJson | null;
  customsId: string | null;
}

const blank = (s: string | undefined) => !s || s.trim() === '';

/** What a parcel's request says of its delivery (POST order; the prize box's shipments too). */
export type DeliveryRequest = Pick<
  OrderCreate,
  'country_code' | 'delivery_method' | 'recipient' | 'address' | 'cvs_store' | 'customs_id'
>;

export function checkDelivery(body: DeliveryRequest): Delivery {
  const country = body.country_code;
  const r = body.recipient;
  if (blank(r.name)) fail('SHIPPING_INFO_INCOMPLETE');
  let address: AddressJson | null = null;
  let cvsStore: CvsStoreJson | null = null;
  if (body.delivery_method === 'cvs') {
    const store = body.cvs_store && findPickupStore(body.cvs_store.brand, body.cvs_store.store_id);
    if (!store) fail('SHIPPING_INFO_INCOMPLETE');
    // Names as the shop's default language writes them; the record prints them in the reader's (by the id).
    cvsStore = { brand: store.brand, store_id: store.store_id, name: store.name.tw, address: store.address.tw };
  } else {
    const a = body.address;
    if (!a || blank(a.city) || blank(a.detail)) fail('SHIPPING_INFO_INCOMPLETE');
    address = placeAddress(country, a);
  }
  if (needsEnglishOnly(country)) {
    const typed = address ? [address.city, address.district, address.detail, address.region ?? '', address.line2 ?? ''] : [];
    const texts = [r.name, ...typed.filter(Boolean)];
    if (texts.some((t) => !englishOnlyPattern.test(t))) fail('ENGLISH_ONLY');
  }
  const phone = validatePhone(r.phone_code, r.phone_number);
  if (!phone.valid) fail('PHONE_INVALID');
  let customsId: string | null = null;
  if (needsCustomsId(country)) {
    if (!body.customs_id || !isValidCustomsId(country, body.customs_id)) fail('CUSTOMS_INFO');
    customsId = normalizeCustomsId(country, body.customs_id);
  }
  return {
    recipient: {
      name: r.name.trim(),
      phone_code: r.phone_code.replace(/^\+/, ''),
      phone_number: r.phone_number.replace(/[\s-]/g, ''),
      email: r.email.trim(),
    },
    address,
    cvsStore,
    customsId,
  };
}
