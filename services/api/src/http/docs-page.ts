/**
 * GET /api/docs: a readable API reference rendered on the server from the OpenAPI document.
 * Plain HTML and inline CSS: no scripts, no CDN (the machine may be offline).
 */

type Json = Record<string, unknown>;

const escapeHtml = (value: unknown) =>
  String(value).replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function schemaLink(schema: unknown): string {
  if (!schema || typeof schema !== 'object') return '';
  const s = schema as Json;
  if (typeof s.$ref === 'string') {
    const name = s.$ref.split('/').pop()!;
    return `<a href="#schema-${escapeHtml(name)}">${escapeHtml(name)}</a>`;
  }
  if (s.type === 'array' && s.items) return `array of ${schemaLink(s.items)}`;
  return `<pre>${escapeHtml(JSON.stringify(s, null, 2))}</pre>`;
}

function renderOperation(path: string, method: string, op: Json): string {
  const params = (op.parameters as Json[] | undefined) ?? [];
  const body = ((op.requestBody as Json | undefined)?.content as Record<string, Json> | undefined) ?? {};
  const responses = (op.responses as Record<string, Json> | undefined) ?? {};
  const secured = Array.isArray(op.security) && op.security.length > 0;
  return `<section class="op" id="${escapeHtml(`${method}-${path}`)}">
<h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code>${secured ? ' <span class="lock">admin session + same origin</span>' : ''}</h3>
${op.summary ? `<p><strong>${escapeHtml(op.summary)}</strong></p>` : ''}
${op.description ? `<p>${escapeHtml(op.description)}</p>` : ''}
${params.length ? `<h4>Parameters</h4><ul>${params.map((p) => `<li><code>${escapeHtml(p.name)}</code> (${escapeHtml(p.in)}${p.required ? ', required' : ''})${p.description ? `: ${escapeHtml(p.description)}` : ''}</li>`).join('')}</ul>` : ''}
${Object.entries(body)
  .map(([type, content]) => `<h4>Body (${escapeHtml(type)})</h4>${schemaLink(content.schema)}`)
  .join('')}
<h4>Responses</h4><ul>${Object.entries(responses)
    .map(([code, res]) => {
      const schema = (res.content as Record<string, Json> | undefined)?.['application/json']?.schema;
      return `<li><code>${escapeHtml(code)}</code> ${escapeHtml(res.description ?? '')} ${schema ? schemaLink(schema) : ''}</li>`;
    })
    .join('')}</ul>
</section>`;
}

export function renderDocsPage(doc: Json): string {
  const info = (doc.info as Json | undefined) ?? {};
  const paths = (doc.paths as Record<string, Record<string, Json>> | undefined) ?? {};
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const tag = ((op.tags as string[] | undefined) ?? ['Other'])[0]!;
      byTag.set(tag, [...(byTag.get(tag) ?? []), renderOperation(path, method, op)]);
    }
  }
  const schemas = ((doc.components as Json | undefined)?.schemas as Record<string, unknown> | undefined) ?? {};
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(info.title ?? 'API')} reference</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
h2{border-bottom:2px solid #ddd;margin-top:2.5rem}.op{border:1px solid #e3e3e3;border-radius:8px;padding:.25rem 1rem;margin:1rem 0}
.m{display:inline-block;min-width:4.5rem;text-align:center;border-radius:4px;color:#fff;font-size:.8rem;padding:.1rem .4rem}
.get{background:#2f7d32}.post{background:#1565c0}.patch{background:#ef6c00}.put{background:#6a1b9a}.delete{background:#c62828}
.lock{font-size:.75rem;background:#fff3cd;border-radius:4px;padding:.1rem .4rem;font-weight:normal}
pre{background:#f6f8fa;padding:.75rem;overflow:auto;border-radius:6px;font-size:.8rem}code{font-size:.9em}
nav a{margin-right:1rem}
</style></head><body>
<h1>${escapeHtml(info.title ?? 'API')} <small>${escapeHtml(info.version ?? '')}</small></h1>
<p>${escapeHtml(info.description ?? '')}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a></p>
<nav>${[...byTag.keys()].map((tag) => `<a href="#tag-${escapeHtml(tag)}">${escapeHtml(tag)}</a>`).join('')}<a href="#schemas">Schemas</a></nav>
${[...byTag.entries()].map(([tag, ops]) => `<h2 id="tag-${escapeHtml(tag)}">${escapeHtml(tag)}</h2>${ops.join('\n')}`).join('\n')}
<h2 id="schemas">Schemas</h2>
${Object.entries(schemas)
  .map(
    ([name, schema]) =>
      `<section id="schema-${escapeHtml(name)}"><h3>${escapeHtml(name)}</h3><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></section>`,
  )
  .join('\n')}
</body></html>`;
}
