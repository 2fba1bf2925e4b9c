/** An id-safe form of a title: aria-labelledby takes a space-separated list, so ids have no spaces. */
export const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
