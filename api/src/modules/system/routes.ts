import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CountryCity, CountryCityDistrict, CountryCityDistrictQuery, CurrencyRates, ExpressFee, ExpressFeeQuery, Promote,
  SearchKeywords, TwCvs, TwCvsQuery, ValidPhone, ValidPhoneQuery,
} from '@shop/shared/contract';
import type { Ctx } from '../../context';
import { searchKeywords } from '../../db/schema';
import { fail } from '../../platform/errors';
import { countries, currencyRates, cvsStores, expressFees, promotions, validatePhone } from './data';

const tags = ['system'];

export default function systemRoutes(ctx: Ctx): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get('/system/search-keyword', { schema: { tags, summary: 'Suggested search keywords; the first is the search placeholder', response: { 200: SearchKeywords } } }, async (req) => {
      const rows = await ctx.db.select().from(searchKeywords).where(eq(searchKeywords.locale, req.locale)).orderBy(asc(searchKeywords.sort));
      return { data: rows.map((r) => r.keyword) };
    });

    app.get('/system/currency-rates', { schema: { tags, summary: 'TWD exchange rates for today (UTC date)', response: { 200: CurrencyRates } } }, async () => ({
      data: Object.entries(currencyRates).map(([exchange, exrate]) => ({ exchange, exrate })),
      date: new Date().toISOString().slice(0, 10),
    }));

    app.get('/system/express-fee', { schema: { tags, summary: 'Shipping fees by destination and origin', querystring: ExpressFeeQuery, response: { 200: ExpressFee } } }, async (req) => ({
      data: expressFees.filter((f) => (!req.query.country_code || f.country_code === req.query.country_code) && (!req.query.ships_from || f.ships_from === req.query.ships_from)),
    }));

    app.get('/system/country-city', { schema: { tags, summary: 'Countries with phone codes and cities', response: { 200: CountryCity } } }, async (req) => ({
      data: countries.map((c) => ({ country_code: c.code, display_name: c.name[req.locale], phone_code: c.phone, cities: Object.keys(c.cities) })),
    }));

    app.get('/system/country-city-district', {
      schema: { tags, summary: "A country's cities with districts and postal codes", querystring: CountryCityDistrictQuery, response: { 200: CountryCityDistrict } },
    }, async (req) => {
      const c = countries.find((x) => x.code === req.query.country_code);
      if (!c) fail('NOT_FOUND');
      return { data: Object.entries(c.cities).map(([city, ds]) => ({ city, districts: ds.map((d) => ({ name: d.name, postal_code: d.postal })) })) };
    });

    app.get('/system/promote', { schema: { tags, summary: 'Current promotions', response: { 200: Promote } } }, async (req) => ({
      data: promotions.map((p) => ({ promote_id: p.id, display_name: p.name[req.locale], description: p.desc[req.locale] })),
    }));

    app.get('/system/tw-cvs', { schema: { tags, summary: 'Taiwan convenience-store pickup points', querystring: TwCvsQuery, response: { 200: TwCvs } } }, async (req) => ({
      data: cvsStores.filter((s) => (!req.query.brand || s.brand === req.query.brand) && (!req.query.city || s.city === req.query.city)),
    }));

    app.get('/system/valid-phone-number', { schema: { tags, summary: 'Validates a mobile number for a phone code', querystring: ValidPhoneQuery, response: { 200: ValidPhone } } }, async (req) => ({
      data: validatePhone(req.query.phone_code, req.query.phone_number),
    }));
  };
}
