// Generated bad inputs for every operation of the OpenAPI document: odd strings and scalars in each body field,
// missing fields, odd queries and path values. The fuzz test and bench:abuse send them; nothing may answer 5xx.
type Schema = { type?: string; properties?: Record<string, Schema>; required?: string[]; items?: Schema; anyOf?: Schema[] };
export type OpenApiDoc = { paths: Record<string, Record<string, Op>> };
type Op = {
  parameters?: { name: string; in: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
};

const huge = 'ß'.repeat(20_000);
const oddStrings = [
  '',
  ' ',
  '\u0000',
  '\uFEFF',
  '\u202Eevil',
  '😀'.repeat(50),
  '%',
  '%%25',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'a'.repeat(3000),
  '１２３',
  'NaN',
  'null',
];
const badScalars: unknown[] = [
  null,
  true,
  false,
  -1,
  0,
  1.5,
  -2147483649,
  2147483648,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  'x',
  '',
  huge,
  {},
  [],
  [null],
  { a: { b: { c: [] } } },
];

function sample(schema: Schema | undefined): unknown {
  if (!schema) return 'x';
  if (schema.anyOf) return sample(schema.anyOf[0]);
  switch (schema.type) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [sample(schema.items)];
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, sample(s)]));
    default:
      return 'a@b.co';
  }
}

function bodies(schema: Schema | undefined): unknown[] {
  const out: unknown[] = [null, [], 'text', 42, {}, { unknown_field: 1 }];
  const valid = sample(schema) as Record<string, unknown>;
  for (const key of Object.keys(schema?.properties ?? {})) {
    for (const v of [...badScalars, ...oddStrings]) out.push({ ...valid, [key]: v });
    const { [key]: _dropped, ...missing } = valid;
    out.push(missing);
  }
  return out;
}

function queries(params: { name: string; in: string }[]): string[] {
  const q = params.filter((p) => p.in === 'query').map((p) => p.name);
  const out = ['?unknown=1', `?${'a'.repeat(5000)}=1`, '?%ZZ=1', '?page=1&page=2'];
  for (const name of q) {
    for (const v of [...oddStrings, '-1', '0', '1e3', '99999999999999999999', '1.5', 'true', '[]', '{}'])
      out.push(`?${name}=${encodeURIComponent(v)}`);
    out.push(`?${name}=1&${name}=2`, `?${name}[a]=1`, `?${name}`);
  }
  return out;
}

const pathValues = [
  'abc',
  '-1',
  '0',
  '1.5',
  '99999999999999999999',
  '%00',
  encodeURIComponent('😀'),
  'x'.repeat(3000),
  '1',
  '2147483647',
];

export interface BadRequest {
  method: string;
  url: string;
  /** A JSON body (objects), or raw text; undefined for none. */
  payload?: unknown;
  /** The operation's path template, e.g. /api/v1/account/logout. */
  template: string;
  /** The operation answers a stream of events that stays open (Server-Sent Events) when the input is good. */
  stream: boolean;
}

/** Every bad request for every operation of `doc`. */
export function badRequests(doc: OpenApiDoc): BadRequest[] {
  const out: BadRequest[] = [];
  for (const [template, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const params = op.parameters ?? [];
      const hasPathParam = params.some((p) => p.in === 'path');
      const urls = hasPathParam ? pathValues.map((v) => template.replace(/\{[^}]+\}/g, v)) : [template];
      const baseUrl = template.replace(/\{[^}]+\}/g, '1');
      const stream = Boolean(op.responses?.['200']?.content?.['text/event-stream']);
      const add = (url: string, payload?: unknown) => out.push({ method: method.toUpperCase(), url, payload, template, stream });
      for (const url of urls) add(url);
      for (const qs of queries(params)) add(baseUrl + qs);
      if (method === 'post') {
        for (const payload of bodies(op.requestBody?.content?.['application/json']?.schema))
          add(baseUrl, payload === null ? 'null' : payload);
        add(baseUrl, '{"unterminated": ');
        add(baseUrl, '\u0000\u0001');
      }
    }
  }
  return out;
}
