import { SCREEN_MODULES_ELEMENT_ID } from '@openlobby/contract/client';

/**
 * Asks for the files home's page lists for its screen (module chunks and styles), all at once and
 * beside the app's own modules, so the screen does not wait for the app to run before its chunk
 * is even requested. Called after the page's banner has painted: until then the banner has the
 * connection to itself. Anything malformed is ignored; the app then loads the screen itself.
 */
export function preloadPageModules(doc: Document): void {
  const text = doc.getElementById(SCREEN_MODULES_ELEMENT_ID)?.textContent;
  if (!text) return;
  let files: unknown;
  try {
    files = JSON.parse(text);
  } catch {
    return;
  }
  if (!Array.isArray(files)) return;
  // One insertion for all the links: each insertion into <head> costs the browser a pass of its own.
  const links = doc.createDocumentFragment();
  for (const file of files) {
    // Only our own built files: the list is ours, but a path is checked before it is fetched.
    if (typeof file !== 'string' || !/^\/m\/assets\/[\w.-]+\.(js|css)$/.test(file)) continue;
    const link = doc.createElement('link');
    if (file.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else {
      link.rel = 'modulepreload';
    }
    link.crossOrigin = '';
    link.href = file;
    links.appendChild(link);
  }
  doc.head.appendChild(links);
}
