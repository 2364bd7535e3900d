import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CountryCity,
  CountryCityDistrict,
  CountryCityDistrictQuery,
  CurrencyRates,
  ExpressFee,
  ExpressFeeQuery,
  Promote,
  SearchKeywords,
  TwCvs,
  TwCvsQuery,
  ValidPhone,
  ValidPhoneQuery,
} from '@shop/shared/contract';
import type { Ctx } from '../../context';
import { fail } from '../../platform/errors';
import {
  citiesOf,
  countryList,
  currentPromotions,
  pickupStores,
  searchKeywordsFor,
  shippingFees,
  todaysRates,
  validatePhone,
} from './service';

const tags = ['system'];

export default function systemRoutes(ctx: Ctx): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/system/search-keyword',
      {
        schema: {
          tags,
          operationId: 'listSearchKeywords',
          summary: 'Suggested search keywords; the first is the search placeholder',
          response: { 200: SearchKeywords },
        },
      },
      async (req) => ({ data: await searchKeywordsFor(ctx.db, req.locale) }),
    );

    app.get(
      '/system/currency-rates',
      {
        schema: {
          tags,
          operationId: 'getCurrencyRates',
          summary: 'TWD exchange rates for today (UTC date)',
          response: { 200: CurrencyRates },
        },
      },
      async () => todaysRates(),
    );

    app.get(
      '/system/express-fee',
      {
        schema: {
          tags,
          operationId: 'listExpressFees',
          summary: 'Shipping fees by destination and origin',
          querystring: ExpressFeeQuery,
          response: { 200: ExpressFee },
        },
      },
      async (req) => ({ data: shippingFees(req.query) }),
    );

    app.get(
      '/system/country-city',
      {
        schema: {
          tags,
          operationId: 'listCountries',
          summary: 'Countries with phone codes and cities',
          response: { 200: CountryCity },
        },
      },
      async (req) => ({ data: countryList(req.locale) }),
    );

    app.get(
      '/system/country-city-district',
      {
        schema: {
          tags,
          operationId: 'listCityDistricts',
          summary: "A country's cities with districts and postal codes",
          querystring: CountryCityDistrictQuery,
          response: { 200: CountryCityDistrict },
        },
      },
      async (req) => ({ data: citiesOf(req.query.country_code, req.locale) ?? fail('NOT_FOUND') }),
    );

    app.get(
      '/system/promote',
      {
        schema: { tags, operationId: 'listPromotions', summary: 'Current promotions', response: { 200: Promote } },
      },
      async (req) => ({ data: currentPromotions(req.locale) }),
    );

    app.get(
      '/system/tw-cvs',
      {
        schema: {
          tags,
          operationId: 'listPickupStores',
          summary: 'Taiwan convenience-store pickup points matching a search (at most 50)',
          querystring: TwCvsQuery,
          response: { 200: TwCvs },
        },
      },
      async (req) => ({ data: pickupStores(req.query, req.locale) }),
    );

    app.get(
      '/system/valid-phone-number',
      {
        schema: {
          tags,
          operationId: 'validatePhoneNumber',
          summary: 'Validates a mobile number for a phone code',
          querystring: ValidPhoneQuery,
          response: { 200: ValidPhone },
        },
      },
      async (req) => ({ data: validatePhone(req.query.phone_code, req.query.phone_number) }),
    );
  };
}
