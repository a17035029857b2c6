/** A box on screen, in viewport pixels. */
export interface Box {
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
}

export interface SpotSearch {
  /** Where the button sits when nothing is in its way (its top edge). */
  readonly preferred: number;
  readonly height: number;
  /** Its fixed column. */
  readonly left: number;
  readonly right: number;
  /** The band it may move in (top edges): below the header, above the bottom menu. */
  readonly minTop: number;
  readonly maxTop: number;
  /** The controls it must not lie over. */
  readonly obstacles: readonly Box[];
}

/**
 * The top edge nearest `preferred` at which a floating button covers none of the controls, moving
 * only up or down its own column inside the band; null when every place there covers one (a dense
 * grid of tiles), and the button then steps aside. Only the controls beside its column count.
 */
export function clearSpot(search: SpotSearch): number | null {
  const { preferred, height, left, right, minTop, maxTop, obstacles } = search;
  if (maxTop < minTop) return null;
  const inColumn = obstacles.filter((box) => box.left < right && box.right > left && box.bottom > box.top);
  const free = (top: number): boolean =>
    top >= minTop && top <= maxTop && inColumn.every((box) => top + height <= box.top || top >= box.bottom);
  // The nearest free place is the preferred one, an end of the band, or the edge of a control.
  const candidates = [
    Math.min(Math.max(preferred, minTop), maxTop),
    minTop,
    maxTop,
    ...inColumn.flatMap((box) => [box.top - height, box.bottom]),
  ];
  let best: number | null = null;
  for (const top of candidates) {
    if (!free(top)) continue;
    if (best === null || Math.abs(top - preferred) < Math.abs(best - preferred)) best = top;
  }
  return best;
}
