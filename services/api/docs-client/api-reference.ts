/**
 * The browser side of GET /api/docs: Scalar's API reference over this server's OpenAPI document.
 * Bundled by scripts/build-api-reference.js into dist/api-reference (served under /api/docs/), so
 * the page loads only same-origin files and runs no inline script (the page CSP's script-src is
 * 'self').
 */
import { createApiReference } from '@scalar/api-reference';
// The package's own stylesheet (Scalar's base styles and its components'): no web font in it. The
// fonts live in @scalar/themes, which injects them only with `withDefaultFonts` (off below).
import '@scalar/api-reference/style.css';
import './api-reference.css';

// Not `id="api-reference"`: Scalar's standalone build mounts a second, unconfigured reference on
// an element with that id (its legacy HTML API). This bundle does not include that code, but the
// id would still mislead.
const mount = document.getElementById('tradeboard-api-reference');
if (mount) {
  createApiReference(mount, {
    url: mount.dataset.document ?? '/api/openapi.json',
    // Try-it-out sends to the origin that served the page (the document's own server is '/').
    servers: [{ url: window.location.origin, description: 'This server' }],
    // No request proxy: requests go straight to this origin. The reference's request editor has
    // none by default today (the hosted proxy.scalar.com is the default of Scalar's own client
    // app); an empty one keeps it so if that default changes.
    proxyUrl: '',
    // System fonts: the default ones come from fonts.scalar.com.
    withDefaultFonts: false,
    // Nothing that talks to Scalar's services: the agent chat (on by default on a local URL), the
    // developer tools and their "Generate SDK" dialog, the MCP and "open in API client" links.
    agent: { disabled: true },
    mcp: { disabled: true },
    showDeveloperTools: 'never',
    hideClientButton: true,
    telemetry: false,
    documentDownloadType: 'json',
  });
}
