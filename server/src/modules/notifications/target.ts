/*
 * What of a channel's address and secret leaves the server: the list and the audit log show them
 * masked, and a save that sends the masked address back keeps the stored one.
 */

/** The last four characters of a secret behind a mask; short secrets show nothing of themselves. */
export const maskSecret = (secret: string) => (secret === '' ? '' : secret.length >= 12 ? `••••••${secret.slice(-4)}` : '••••••');

/** A URL's scheme, authority (user-info, host and port), path, query and fragment, as written. */
const URL_PARTS = /^([a-z][a-z0-9+.-]*:\/\/)([^/?#]*)([^?#]*)(\?[^#]*)?(#.*)?$/i;

/**
 * A path segment that reads as a credential rather than a word: 20 characters or more, or 8 or
 * more with a digit among them (a gateway's token, Slack-style /services/T0…/B0…/x…). Words such as
 * /cgi-bin/webhook/send stay readable.
 */
const TOKEN_SEGMENT = /^(?=.*\d).{8,}$|^.{20,}$/;

/** An SMTP login name is shown (the person needs to know which account the secret is for); any other user-info, and every password, is a credential. */
function maskUserInfo(userInfo: string, scheme: string): string {
  const colon = userInfo.indexOf(':');
  const user = colon < 0 ? userInfo : userInfo.slice(0, colon);
  const password = colon < 0 ? '' : `:${maskSecret(userInfo.slice(colon + 1))}`;
  return `${/^smtps?:/i.test(scheme) ? user : maskSecret(user)}${password}@`;
}

/**
 * A channel's address as the screen and the audit log show it: credentials in the user-info
 * (https://user:pass@host), in the path, and in the query's values (WeCom's key, DingTalk's
 * access_token) behind a mask.
 */
export function maskTarget(target: string): string {
  const parts = URL_PARTS.exec(target);
  if (!parts) return target;
  const [, scheme = '', authority = '', path = '', query = '', fragment = ''] = parts;
  const at = authority.lastIndexOf('@');
  const userInfo = at < 0 ? '' : maskUserInfo(authority.slice(0, at), scheme);
  const maskedPath = path
    .split('/')
    .map((segment) => (TOKEN_SEGMENT.test(segment) ? maskSecret(segment) : segment))
    .join('/');
  const maskedQuery = query.replace(/([?&][^=&#]+=)([^&#]*)/g, (_, name: string, value: string) => `${name}${maskSecret(value)}`);
  return `${scheme}${userInfo}${authority.slice(at + 1)}${maskedPath}${maskedQuery}${fragment}`;
}

/** Where an address sends to: its scheme, host and port. A secret given for one is not sent to another. */
export function originOf(target: string): string {
  try {
    const url = new URL(target);
    return `${url.protocol}//${url.host}`.toLowerCase();
  } catch {
    return target;
  }
}
