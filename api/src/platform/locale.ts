import type { FastifyInstance } from 'fastify';
import type { ErrorLocale } from '@shop/shared/contract';

/** The shop's three display languages; error messages and catalogue texts exist in each. */
export type Locale = ErrorLocale;

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
  }
}

const byHeader: Record<string, Locale> = { 'zh-tw': 'tw', 'zh-cn': 'cn', en: 'en' };

/** The `locale` request header (zh-TW default, zh-CN, en) picks the language of texts and error messages. */
export function parseLocale(header: string | string[] | undefined): Locale {
  const value = Array.isArray(header) ? header[0] : header;
  return (value && byHeader[value.trim().toLowerCase()]) || 'tw';
}

export function registerLocale(app: FastifyInstance) {
  app.decorateRequest('locale', 'tw');
  app.addHook('onRequest', async (req) => {
    req.locale = parseLocale(req.headers.locale);
  });
}

/** Picks the column of the request's language from a row with *Tw/*Cn/*En fields. */
export function pick<T extends Record<string, unknown>>(row: T, base: string, locale: Locale): string {
  const key = `${base}${locale === 'tw' ? 'Tw' : locale === 'cn' ? 'Cn' : 'En'}`;
  return String(row[key] ?? '');
}
