import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';

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

/** PostgreSQL text cannot hold NUL; refuse it at the edge instead of failing in the database. */
function hasNul(v: unknown, depth = 0): boolean {
  if (typeof v === 'string') return v.includes('\u0000');
  if (depth > 20 || typeof v !== 'object' || v === null) return false;
  return Object.entries(v).some(([k, x]) => k.includes('\u0000') || hasNul(x, depth + 1));
}

/**
 * TypeBox validation for every request part. Bodies are checked as sent (no coercion);
 * querystring, params and headers get exact string conversion first.
 */
export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const check = Compile(schema);
  return (value: unknown) => {
    const v = httpPart === 'body' ? value : convertObject(schema as JsonSchema, value);
    if (check.Check(v) && !hasNul(v)) return { value: v };
    if (check.Check(v))
      return {
        error: [
          { keyword: 'nul', instancePath: '', schemaPath: '', params: {}, message: 'NUL character' },
        ] as unknown as FastifySchemaValidationError[],
      };
    return { error: [...check.Errors(v)].slice(0, 5) as unknown as FastifySchemaValidationError[] };
  };
};
