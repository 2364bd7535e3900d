// `npm run kuji:verify -- <kujiId> [--api <url>] [--draws <file.json>] [--lang tw|cn|en]`: reads a campaign as the
// shop publishes it (GET kuji/{kuji_id}; a beacon-drawn one's record, GET kuji/{kuji_id}/draws) and checks it with
// the same code as the FAQ's verifier (@shop/shared/kuji); --draws: the caller's own draw show answer. Exit 0: fair;
// 1: not fair; 2: not revealed yet; 3: could not check (usage, network, file).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Static, TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { KujiDetailBody, KujiDrawRecordBody } from '@shop/shared/contract';
import type { Locale } from '../src/platform/locale';
import { drawsFrom, EXIT, verifyReport, VerifyInputError } from '../src/modules/kuji/verify-report';
import { verifyRecordReport, type OwnDraw } from '../src/modules/kuji/verify-record-report';

const usage = 'usage: npm run kuji:verify -- <kujiId> [--api http://localhost:8080/api/v1] [--draws file.json] [--lang tw|cn|en]';
const localeHeader: Record<Locale, string> = { tw: 'zh-TW', cn: 'zh-CN', en: 'en' };

/** --lang, else the terminal's language (Traditional Chinese for Taiwan, Hong Kong and Macau), else English. */
function localeOf(lang: string | undefined): Locale {
  if (lang === 'tw' || lang === 'cn' || lang === 'en') return lang;
  if (lang) throw new VerifyInputError(usage);
  const env = (process.env.LC_ALL || process.env.LANG || '').toLowerCase();
  if (/^zh[_-](tw|hk|mo)|hant/.test(env)) return 'tw';
  return env.startsWith('zh') ? 'cn' : 'en';
}

/** GET `url` as the v1 API publishes it, checked against its schema. */
async function read<T extends TSchema>(url: string, locale: Locale, schema: T): Promise<Static<T>> {
  const res = await fetch(url, { headers: { locale: localeHeader[locale] }, signal: AbortSignal.timeout(10_000) });
  const body = (await res.json().catch(() => null)) as { error_msg?: string } | null;
  if (!res.ok) throw new VerifyInputError(`${url}: ${body?.error_msg ?? `HTTP ${res.status}`}`);
  if (!Compile(schema).Check(body)) throw new VerifyInputError(`${url}: not what the v1 API publishes there`);
  return body as Static<T>;
}

/** A beacon-drawn order as the draw show answered it (GET kuji-order/{id}/draw, saved to a file). */
function ownDrawFrom(json: unknown, kujiId: number): OwnDraw {
  const body = (json as { data?: unknown }).data ?? json;
  const draw = body as { order_id?: unknown; kuji_id?: unknown; tickets?: { position?: unknown }[] };
  if (draw.kuji_id !== undefined && draw.kuji_id !== kujiId)
    throw new VerifyInputError(`the draws file is of kuji ${String(draw.kuji_id)}, not ${kujiId}`);
  if (
    typeof draw.order_id !== 'number' ||
    !Array.isArray(draw.tickets) ||
    !draw.tickets.every((t) => Number.isInteger(t.position))
  )
    throw new VerifyInputError("the draws file is not an order's draw (GET kuji-order/{id}/draw)");
  return { order_id: draw.order_id, tickets: draw.tickets.map((t) => t.position as number) };
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      api: { type: 'string', default: 'http://localhost:8080/api/v1' },
      draws: { type: 'string' },
      lang: { type: 'string' },
    },
  });
  const locale = localeOf(values.lang);
  const kujiId = Number(positionals[0]);
  if (positionals.length !== 1 || !Number.isInteger(kujiId) || kujiId < 1) throw new VerifyInputError(usage);
  // npm runs scripts in the package's folder; the file is named from where the command was typed.
  const drawsFile = values.draws && path.resolve(process.env.INIT_CWD ?? process.cwd(), values.draws);
  const drawsJson: unknown = drawsFile ? JSON.parse(fs.readFileSync(drawsFile, 'utf8')) : null;

  const api = values.api.replace(/\/+$/, '');
  const kuji = (await read(`${api}/kuji/${kujiId}`, locale, KujiDetailBody)).data;
  const report =
    kuji.fairness.algorithm === 'hmac-sha256-fisher-yates-v1'
      ? await verifyReport({ ...kuji, fairness: kuji.fairness }, drawsJson ? drawsFrom(drawsJson, kujiId) : [], locale)
      : await verifyRecordReport(
          { ...kuji, fairness: kuji.fairness },
          (await read(`${api}/kuji/${kujiId}/draws`, locale, KujiDrawRecordBody)).data,
          drawsJson ? ownDrawFrom(drawsJson, kujiId) : null,
          locale,
        );
  for (const line of report.lines) console.log(line);
  return report.exitCode;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: Error & { code?: string }) => {
    if (err instanceof VerifyInputError) console.error(err.message);
    else if (err.code?.startsWith('ERR_PARSE_ARGS')) console.error(`${err.message}\n${usage}`);
    else if (err.code === 'ENOENT' || err instanceof SyntaxError) console.error(`--draws: ${err.message}`);
    else if (err.name === 'TimeoutError' || (err instanceof TypeError && err.message === 'fetch failed'))
      console.error("The shop's API did not answer: is the shop running, and is --api its address?");
    else console.error(err);
    process.exitCode = EXIT.cannotCheck;
  },
);
