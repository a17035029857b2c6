import type { ChangeEvent } from 'react';

type TextBox = HTMLInputElement | HTMLTextAreaElement;

/**
 * The change handler of a controlled text box that keeps only part of what is typed (digits, an
 * amount, a length). The box shows exactly what was kept, even when that equals the value it
 * already had: the renderer leaves an unchanged value alone, so without this a refused key would
 * stay on screen while the form held the value without it. The caret stays where the player typed.
 */
export function filteredChange(
  keep: (typed: string) => string,
  onChange: (kept: string) => void,
): (event: ChangeEvent<TextBox>) => void {
  return (event) => {
    const box = event.currentTarget;
    const typed = box.value;
    const kept = keep(typed);
    if (kept !== typed) {
      const caret = box.selectionStart;
      box.value = kept;
      if (caret !== null) {
        const at = Math.max(0, caret - (typed.length - kept.length));
        box.setSelectionRange(at, at);
      }
    }
    onChange(kept);
  };
}
