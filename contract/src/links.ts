/* Links the console shows and stores: which are external, and which are well-formed URLs. */

/** A link is external if it starts with http, https, mailto or tel. */
export function isExternal(path: string): boolean {
  return /^(https?:|mailto:|tel:)/.test(path);
}

// The original console's URL validator: http, https or ftp, a host (a name with a known top-level domain, or an IPv4 address), an optional port and path.
const URL_PATTERN =
  /^(https?|ftp):\/\/([a-zA-Z0-9.-]+(:[a-zA-Z0-9.&%$-]+)*@)*((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]?)(\.(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3}|([a-zA-Z0-9-]+\.)*[a-zA-Z0-9-]+\.(com|edu|gov|int|mil|net|org|biz|arpa|info|name|pro|aero|coop|museum|[a-zA-Z]{2}))(:[0-9]+)*(\/($|[a-zA-Z0-9.,?'\\+&%$#=~_-]+))*$/;

export function validURL(text: string): boolean {
  return URL_PATTERN.test(text);
}

/**
 * Whether a stored link is acceptable: a path inside the console, a mailto: or tel: link, or a
 * URL that passes validURL. Any other scheme (javascript:, data:, a mistyped http) is not.
 */
export function acceptableLink(text: string): boolean {
  if (!/^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(text)) return true;
  if (/^(mailto|tel):/.test(text)) return true;
  return validURL(text);
}
