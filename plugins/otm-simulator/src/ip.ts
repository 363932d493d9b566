/** IPv4 / IPv6 address checks for server entries (pure: the engine also runs in the browser). */
const IPV4_OCTET = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const IPV6_GROUP = /^[0-9a-fA-F]{1,4}$/;

/** Dotted quad, no leading zeros (a leading zero is read as octal by some resolvers). */
export function isIPv4(text: string): boolean {
  const octets = text.split('.');
  return octets.length === 4 && octets.every((octet) => IPV4_OCTET.test(octet));
}

/** Full or '::'-compressed IPv6, optionally ending in an embedded IPv4; no zone index. */
export function isIPv6(text: string): boolean {
  const lastColon = text.lastIndexOf(':');
  if (lastColon === -1) return false;
  let hex = text;
  const tail = text.slice(lastColon + 1);
  if (tail.includes('.')) {
    if (!isIPv4(tail)) return false;
    // The embedded IPv4 takes the room of two hex groups.
    hex = `${text.slice(0, lastColon + 1)}0:0`;
  }
  const halves = hex.split('::');
  if (halves.length > 2) return false;
  const groupsOf = (part: string): string[] => (part === '' ? [] : part.split(':'));
  if (halves.length === 2) {
    const groups = [...groupsOf(halves[0]), ...groupsOf(halves[1])];
    return groups.length <= 7 && groups.every((group) => IPV6_GROUP.test(group));
  }
  const groups = hex.split(':');
  return groups.length === 8 && groups.every((group) => IPV6_GROUP.test(group));
}

export function isIpAddress(text: string): boolean {
  return isIPv4(text) || isIPv6(text);
}
