/** The few DOM helpers both page scripts use. */

/** An element the page builder always writes; a missing one is a broken page, not a state to handle. */
export function byId<E extends HTMLElement = HTMLElement>(id: string): E {
  const found = document.getElementById(id);
  if (found === null) throw new Error(`the page has no #${id}`);
  return found as E;
}

/** A new element with an optional class and text (text, never HTML: nothing the server sends is markup). */
export function node<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className = '',
  text?: string,
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  if (className !== '') element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
}

/** Numbers inside Urdu sentences: isolated left to right so "+4.15" never reads as "4.15+". */
export function ltr(text: string): string {
  return `\u2066${text}\u2069`;
}

/** The status line under the header. */
export function notice(text: string, isError = false): void {
  const line = byId('notice');
  line.textContent = text;
  line.className = isError ? 'notice error' : 'notice';
}

/** The JSON data block the server wrote into the page (data, never executed). */
export function readPageConfig<C>(elementId: string): C {
  return JSON.parse(byId(elementId).textContent ?? '') as C;
}
