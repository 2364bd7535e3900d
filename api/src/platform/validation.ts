import type { FastifyInstance, FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { fail } from './errors';

type JsonSchema = { type?: string; properties?: Record<string, JsonSchema>; anyOf?: JsonSchema[] };

/** Strings from the URL become numbers/booleans only when they are exactly one ("1.5" is not an integer). */
function convertScalar(schema: JsonSchema, v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const types = schema.anyOf ? schema.anyOf.map((s) => s.type) : [schema.type];
  if (types.includes('integer') && /^-?(0|[1-9]\d{0,15})$/.test(v)) return Number(v);
  if (types.includes('number') && /^-?(0|[1-9]\d{0,15})(\.\d{1,15})?$/.test(v)) return Number(v);
  if (types.includes('boolean') && (v === 'true' || v === 'false')) return v === 'true';
  return v;
}

function convertObject(schema: JsonSchema, value: unknown): unknown {
  if (!schema.properties || typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const [k, s] of Object.entries(schema.properties)) if (k in out) out[k] = convertScalar(s, out[k]);
  return out;
}

/** A lone UTF-16 surrogate ("\ud800" in JSON): half a character, which no UTF-8 text (nor the database) can hold. */
const loneSurrogate = /\p{Cs}/u;

/**
 * Text the database cannot store: NUL (PostgreSQL text cannot hold it) or a lone surrogate. Refused at the edge
 * instead of failing in the database.
 */
const isBadText = (s: string) => s.includes('\u0000') || loneSurrogate.test(s);

function hasBadText(v: unknown, depth = 0): boolean {
  if (typeof v === 'string') return isBadText(v);
  if (depth > 20 || typeof v !== 'object' || v === null) return false;
  return Object.entries(v).some(([k, x]) => isBadText(k) || hasBadText(x, depth + 1));
}

/**
 * TypeBox validation for every request part. Bodies are checked as sent (no coercion);
 * querystring, params and headers get exact string conversion first.
 */
export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const check = Compile(schema);
  return (value: unknown) => {
    const v = httpPart === 'body' ? value : convertObject(schema as JsonSchema, value);
    if (check.Check(v) && !hasBadText(v)) return { value: v };
    if (check.Check(v))
      return {
        error: [
          { keyword: 'text', instancePath: '', schemaPath: '', params: {}, message: 'NUL or lone surrogate' },
        ] as unknown as FastifySchemaValidationError[],
      };
    return { error: [...check.Errors(v)].slice(0, 5) as unknown as FastifySchemaValidationError[] };
  };
};

/** Whether every name and value of the query string decodes to text ('%E0%A4%A' and '%ED%A0%80' do not). */
function queryDecodes(url: string): boolean {
  const at = url.indexOf('?');
  if (at < 0) return true;
  try {
    for (const part of url.slice(at + 1).split('&')) decodeURIComponent(part.replaceAll('+', ' '));
    return true;
  } catch {
    return false;
  }
}

/**
 * A query string that does not decode is refused: the parser would pass it on as it came (a search for
 * '%ED%A0%80'), a value the client never meant.
 */
export function registerQueryCheck(app: FastifyInstance) {
  app.addHook('onRequest', async (req) => {
    if (!queryDecodes(req.url)) fail('BAD_PARAMS');
  });
}
