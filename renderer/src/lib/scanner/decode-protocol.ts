// The messages between the page and the QR decode worker (types only, shared by both sides).

/** Page -> worker: one video frame, transferred (not copied), with a number to match the answer. */
export interface DecodeRequest {
  id: number;
  frame: ImageBitmap;
}

/** Worker -> page: whether it can decode at all (sent once, first), then one answer per frame. */
export type DecodeAnswer =
  | { type: 'ready'; decoderAvailable: boolean }
  | { type: 'decoded'; id: number; text: string | null; ms: number };
