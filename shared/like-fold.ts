// How SQLite's LIKE folds case (ASCII letters only): the token list's text rule, used by core's density sample and by
// the renderer when it narrows the rows on screen, which must match exactly what core's SQL matches. Pure.

/** Lower case as SQLite's LIKE folds it: ASCII letters only. */
export const asciiLower = (text: string): string => text.replace(/[A-Z]/g, (c) => c.toLowerCase());
