/**
 * The check-in token in a link's fragment (`/checkin#t=…`, docs/online-check-in.md#the-link): the fragment
 * never reaches a server's logs; the page posts the token in a request body.
 * @param hash `location.hash`, with or without its leading `#`
 * @returns the token, or '' when the link was cut
 */
export const tokenFromHash = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('t') ?? '';
