// `npm run kuji:verify -- <kujiId> [--api <url>] [--draws <file.json>] [--lang tw|cn|en]`: reads a campaign as the
// shop publishes it (GET kuji/{kuji_id}) and checks its box with the same algorithm as the FAQ's verifier
// (@shop/shared/kuji). Exit 0: fair; 1: not fair; 2: not revealed yet; 3: could not check (usage, network, file).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Compile } from 'typebox/compile';
import { KujiDetailBody } from '@shop/shared/contract';
import type { Locale } from '../src/platform/locale';
import { drawsFrom, EXIT, verifyReport, VerifyInputError } from '../src/modules/kuji/verify-report';

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
  const draws = drawsFile ? drawsFrom(JSON.parse(fs.readFileSync(drawsFile, 'utf8')), kujiId) : [];

  const url = `${values.api.replace(/\/+$/, '')}/kuji/${kujiId}`;
  const res = await fetch(url, { headers: { locale: localeHeader[locale] }, signal: AbortSignal.timeout(10_000) });
  const body = (await res.json().catch(() => null)) as { error_msg?: string } | null;
  if (!res.ok) throw new VerifyInputError(`${url}: ${body?.error_msg ?? `HTTP ${res.status}`}`);
  if (!Compile(KujiDetailBody).Check(body)) throw new VerifyInputError(`${url}: not a kuji campaign as the v1 API publishes it`);

  const kuji = body.data;
  if (kuji.fairness.algorithm !== 'hmac-sha256-fisher-yates-v1') throw new VerifyInputError(`${url}: a beacon-drawn campaign`);
  const report = await verifyReport({ ...kuji, fairness: kuji.fairness }, draws, locale);
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
