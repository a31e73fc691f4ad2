// What the renderer shows in place of a value it does not know.

/** Shown wherever a value is unknown (e.g. the price feed answered {XYZ: 0}). */
export const UNKNOWN = '—';
