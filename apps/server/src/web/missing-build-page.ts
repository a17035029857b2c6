import { html, render } from '../platform/html.ts';

/** What an operator sees at /m when the server runs without a web build. */
export function missingBuildPage(distDir: string): string {
  return render(html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>OpenLobby: web app not built</title></head>
<body>
<h1>The web app has not been built</h1>
<p>The server is running, but it found no web build in <code>${distDir}</code>.</p>
<p>Run <code>npm run build</code> in the repository root (or <code>npm start</code>, which builds when needed), then reload this page.</p>
</body></html>`);
}
