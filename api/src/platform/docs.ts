/** A self-contained docs page (no external assets) rendered from the OpenAPI document. */
type Doc = {
  info: { title: string; version: string };
  paths: Record<
    string,
    Record<
      string,
      {
        summary?: string;
        tags?: string[];
        security?: Record<string, unknown>[];
        parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
        requestBody?: { content?: Record<string, { schema?: unknown }> };
        responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
      }
    >
  >;
};

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const json = (v: unknown) => esc(JSON.stringify(v, null, 2));
/** 🔒 a member's token is required; 🔓 a token is optional. */
const lock = (security: Record<string, unknown>[] = []) =>
  security.length === 0 ? '' : security.some((r) => Object.keys(r).length === 0) ? ' 🔓' : ' 🔒';

export function renderDocs(doc: Doc): string {
  const byTag = new Map<string, string[]>();
  for (const [url, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const tag = op.tags?.[0] ?? 'other';
      const params = (op.parameters ?? [])
        .map(
          (p) => `<li><code>${esc(p.name)}</code> (${p.in}${p.required ? ', required' : ''}) <code>${json(p.schema)}</code></li>`,
        )
        .join('');
      const body = op.requestBody?.content?.['application/json']?.schema;
      const ok = op.responses?.['200']?.content?.['application/json']?.schema;
      const html =
        `<details id="${esc(`${method}-${url}`)}"><summary><b class="m ${method}">${method.toUpperCase()}</b> <code>${esc(url)}</code> — ${esc(op.summary ?? '')}${lock(op.security)}</summary>` +
        (params ? `<h4>Parameters</h4><ul>${params}</ul>` : '') +
        (body ? `<h4>Request body</h4><pre>${json(body)}</pre>` : '') +
        (ok ? `<h4>200 response</h4><pre>${json(ok)}</pre>` : '') +
        `<p>Errors: <code>{ error_code, error_msg }</code>, message in the language of the <code>locale</code> header.</p></details>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
    }
  }
  const sections = [...byTag].map(([tag, ops]) => `<section><h2>${esc(tag)}</h2>${ops.join('\n')}</section>`).join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(doc.info.title)}</title>
<style>body{font:14px system-ui,sans-serif;max-width:1000px;margin:2em auto;padding:0 1em}details{border:1px solid #ddd;border-radius:6px;margin:.4em 0;padding:.4em .8em}
pre{background:#f6f6f6;padding:.6em;overflow:auto;max-height:24em}.m{display:inline-block;width:4em}.get{color:#0a6}.post{color:#06c}</style></head>
<body><h1>${esc(doc.info.title)} <small>${esc(doc.info.version)}</small></h1>
<p>Machine-readable: <a href="/api/v1/openapi.json">/api/v1/openapi.json</a>. Member routes (🔒) take <code>authorization: Bearer &lt;jwt&gt;</code>; on 🔓 routes it is optional.</p>
${sections}</body></html>`;
}
