export const SVG_FONT = "'Arial Black', 'Helvetica Neue', Arial, sans-serif";

/** Naskh first (compact, ships with Noto everywhere), Nastaliq where that is what the phone has. */
export const URDU_SVG_FONT = "'Noto Naskh Arabic', 'Noto Nastaliq Urdu', sans-serif";
