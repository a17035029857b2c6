import { SCREEN_MODULES_ELEMENT_ID } from '@openlobby/contract/client';
import { describe, expect, it } from 'vitest';
import { preloadPageModules } from './pageModules.ts';

// The links are only looked at here; happy-dom would otherwise try to fetch them.
const { settings } = (window as unknown as { happyDOM: { settings: Record<string, unknown> } }).happyDOM;
settings.disableCSSFileLoading = true;
settings.disableJavaScriptFileLoading = true;

function pageListing(text: string): Document {
  const doc = document.implementation.createHTMLDocument('home');
  const list = doc.createElement('script');
  list.type = 'application/json';
  list.id = SCREEN_MODULES_ELEMENT_ID;
  list.textContent = text;
  doc.head.appendChild(list);
  return doc;
}

const links = (doc: Document) =>
  [...doc.head.querySelectorAll('link')].map((link) => [
    link.rel,
    link.getAttribute('as'),
    link.getAttribute('href'),
  ]);

describe("home's screen files, asked for once the page has painted", () => {
  it('asks for each listed module and style file', () => {
    const doc = pageListing(JSON.stringify(['/m/assets/HomeScreen-2.js', '/m/assets/HomeScreen-3.css']));
    preloadPageModules(doc);
    expect(links(doc)).toEqual([
      ['modulepreload', null, '/m/assets/HomeScreen-2.js'],
      ['preload', 'style', '/m/assets/HomeScreen-3.css'],
    ]);
  });

  it('asks for nothing outside the built assets, and survives a broken list', () => {
    const doc = pageListing(
      JSON.stringify(['https://evil.example/x.js', '/m/assets/../../x.js', 7, '/m/sw.js']),
    );
    preloadPageModules(doc);
    expect(links(doc)).toEqual([]);
    for (const text of ['{', '"x"', '']) {
      const broken = pageListing(text);
      expect(() => preloadPageModules(broken)).not.toThrow();
      expect(links(broken)).toEqual([]);
    }
  });
});
