/**
 * A value set inside a sentence (a name, an amount, a date) as its own directional island, so an
 * English name or a signed amount keeps its order in an Urdu sentence ("+1,500.00" does not become
 * "1,500.00+") and Urdu text keeps its own in English: the Unicode first-strong isolate around it.
 */
export function isolate(value: string | number): string {
  return `\u2068${value}\u2069`;
}
