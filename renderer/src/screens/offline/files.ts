// Browser-side file helpers of the offline screens: save text or bytes as a download, read a picked file.

/** Offers `data` as a download named `fileName` (a blob URL, revoked right after the click). */
export function saveFile(fileName: string, data: string | Uint8Array, type = 'application/json'): void {
  const part = typeof data === 'string' ? data : new Uint8Array(data);
  const url = URL.createObjectURL(new Blob([part], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The first picked file of an <input type="file"> as text or bytes; null when none was picked. */
export async function pickedText(input: HTMLInputElement): Promise<string | null> {
  const file = input.files?.[0];
  return file ? file.text() : null;
}

export async function pickedBytes(input: HTMLInputElement): Promise<Uint8Array | null> {
  const file = input.files?.[0];
  return file ? new Uint8Array(await file.arrayBuffer()) : null;
}
