/** First 4 and last 4 characters, as the spec shows a connected address. */
export function shortAddress(address: string): string {
  return address.length <= 9 ? address : `${address.slice(0, 4)}..${address.slice(-4)}`;
}
