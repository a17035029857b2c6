/**
 * Operator HTML is cleaned on the way in with sanitize-html (a well-kept allow-list sanitiser): no
 * scripts, event handlers, styles, frames or javascript: links survive. The contract still marks the
 * content as HTML the client must sanitise (DOMPurify in the web app): defence in depth, and rows
 * written before this existed (or by hand) are not trusted either.
 */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'span', 'del', 'ins', 'sup', 'sub'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    '*': ['dir', 'lang'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // A link that opens a new tab must not hand the opener to the other site.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === undefined ? attribs : { ...attribs, rel: 'noopener noreferrer' },
    }),
  },
};

export function sanitizeContent(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
