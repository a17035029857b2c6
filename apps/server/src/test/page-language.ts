/**
 * What a reader of an Urdu page would still see in English: the words of Latin script in the page's
 * visible text (title, body text, labels, placeholders, button values, accessible names) and in the
 * strings its script will show. Text the page marks as left-to-right on purpose (amounts, order
 * numbers, seeds and hashes in `<code>`, `dir="ltr"` or `<bdi>`) is not a sentence in English and is
 * left out, as are scripts and styles.
 */
import { type Document, Window } from 'happy-dom';

export function parsePage(body: string): Document {
  const window = new Window();
  return new window.DOMParser().parseFromString(body, 'text/html');
}

const SKIPPED = 'script, style, code, bdi, [dir="ltr"]';
const SHOWN_ATTRIBUTES = ['placeholder', 'aria-label', 'title', 'alt'];

/** Visible text and the attributes a person sees or hears, outside left-to-right islands. */
function shownText(doc: Document): string[] {
  const texts: string[] = [doc.title];
  const walk = (node: Document['body']) => {
    for (const child of node.childNodes) {
      if (child.nodeType === 3) texts.push(child.textContent);
      else if (child.nodeType === 1) {
        const element = child as Document['body'];
        if (element.matches(SKIPPED)) continue;
        walk(element);
      }
    }
  };
  walk(doc.body);
  for (const element of doc.body.querySelectorAll('*')) {
    if (element.closest(SKIPPED) !== null) continue;
    for (const name of SHOWN_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value !== null) texts.push(value);
    }
    const type = element.getAttribute('type');
    if (element.tagName === 'INPUT' && (type === 'submit' || type === 'button'))
      texts.push(element.getAttribute('value') ?? '');
  }
  return texts;
}

/**
 * The English words a reader would meet. `scriptStrings` names the body's data-* attributes that
 * hold text the page's script shows later (status lines, delivery marks); `allowed` lists the
 * international abbreviations the Urdu text itself uses (a draw time in "UTC").
 */
export function englishWordsIn(
  doc: Document,
  scriptStrings: readonly string[] = [],
  allowed: readonly string[] = [],
): string[] {
  const texts = shownText(doc);
  for (const name of scriptStrings) texts.push(doc.body.getAttribute(`data-${name}`) ?? '');
  // A template's {placeholders} are filled with numbers and times, never shown as written.
  return texts
    .flatMap((text) => text.replace(/\{\w+\}/g, '').match(/[A-Za-z]{2,}/g) ?? [])
    .filter((word) => !allowed.includes(word));
}
