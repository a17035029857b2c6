/**
 * The one way the server draws markup (HTML pages, SVG images): the `html` tag of
 * @remix-run/html-template escapes every interpolated value (& < > " ') unless it is itself markup
 * made by the tag, so a member's nickname, a game name or a query parameter is always text. Lists
 * of fragments are interpolated as arrays; null and undefined draw nothing.
 *
 * Raw insertion is only through the two helpers below, each safe for a stated reason. The lint rule
 * "no hand-built markup" (eslint.config.js) keeps string-built markup out of apps/server/src.
 */
import { html, type SafeHtml } from '@remix-run/html-template';

export { html, type SafeHtml };

/** SVG and XML text and attribute values need the same five escapes: the same tag, named for what it draws. */
export const svg = html;

/**
 * JSON for a `<script type="application/json">` data block. Raw on purpose (the browser reads the
 * block as text, so entities would stay entities), and safe: every "<" is written \u003c, so no
 * value can close the element or open a comment, and U+2028/U+2029 are escaped for old parsers.
 * JSON.parse reads the same value back.
 */
export function scriptJson(value: unknown): SafeHtml {
  const json = JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return html.raw`${json}`;
}

/**
 * Markup the server did not draw but trusts as it is: the web app's own built index.html, which the
 * home route adds to. Never for text that a member, an operator or a vendor can set.
 */
export function builtMarkup(markup: string): SafeHtml {
  return html.raw`${markup}`;
}

/** The finished document as the string a reply sends. */
export const render = (markup: SafeHtml): string => String(markup);
