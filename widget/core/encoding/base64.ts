/** Base64 for the wire, without Node's Buffer (the widget runs in browsers). */
export class NotBase64Error extends Error {
  override readonly name = 'NotBase64Error';
}

export function base64ToBytes(base64: string): Uint8Array {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length % 4 !== 0) throw new NotBase64Error('not base64');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
