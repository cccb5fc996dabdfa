import dns from 'node:dns/promises';
import net from 'node:net';
import os from 'node:os';

/*
 * Where a channel may send. A channel's address is typed by a notification administrator, a
 * county's one included, and the server sends from inside its own network: without a check a
 * webhook could reach the database's port, the cloud's metadata service or anything else only the
 * server sees (server-side request forgery). Addresses of this host and of private networks are
 * refused unless the operator names them in NOTIFY_ALLOWED_HOSTS.
 */

/** IPv4 networks that are this host, private, shared or not unicast at all. */
const INTERNAL_V4: readonly [string, number][] = [
  ['0.0.0.0', 8], // "this network": 0.0.0.0 reaches the host itself
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, where clouds serve instance metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
];

/** IPv6 networks of the same kinds. IPv4-mapped addresses (::ffff:a.b.c.d) are matched against the IPv4 list by BlockList itself. */
const INTERNAL_V6: readonly [string, number][] = [
  ['::', 96], // unspecified, loopback and the old IPv4-compatible form
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // the former site-local
  ['ff00::', 8], // multicast
];

const internal = new net.BlockList();
for (const [address, prefix] of INTERNAL_V4) {
  internal.addSubnet(address, prefix, 'ipv4');
  // NAT64's well-known prefix reaches the same IPv4 address through the network's gateway.
  internal.addSubnet(`64:ff9b::${address}`, 96 + prefix, 'ipv6');
}
for (const [address, prefix] of INTERNAL_V6) internal.addSubnet(address, prefix, 'ipv6');

const familyOf = (address: string) => (net.isIPv6(address) ? 'ipv6' : 'ipv4');

/**
 * This host's own addresses, a public one included: a service listening on every interface
 * answers there as it does on 127.0.0.1. Read at each check, as interfaces come and go.
 */
export function hostAddresses(): string[] {
  return Object.values(os.networkInterfaces()).flatMap((interfaces) => (interfaces ?? []).map(({ address }) => address));
}

/** A blocklist of exactly these addresses (an IPv4-mapped IPv6 form of one is matched by BlockList itself). */
function exactly(addresses: readonly string[]) {
  const list = new net.BlockList();
  for (const address of addresses) list.addAddress(address, familyOf(address));
  return list;
}

/** The operator's exceptions (NOTIFY_ALLOWED_HOSTS, checked by loadConfig): host names as written, addresses and networks. */
function allowance(entries: readonly string[]) {
  const names = new Set<string>();
  const networks = new net.BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    if (net.isIP(address) === 0) names.add(entry);
    else networks.addSubnet(address, prefix === undefined ? (net.isIPv6(address) ? 128 : 32) : Number(prefix), familyOf(address));
  }
  return { names, networks };
}

/** Why a send was not made: the channel's host is, or resolves to, an address the server does not send to. */
export class InternalDestination extends Error {
  constructor() {
    super('refused: internal address');
    this.name = 'InternalDestination';
  }
}

export interface Destination {
  address: string;
  family: number;
}

/**
 * The address to connect to for a URL's host (`new URL(...).hostname`), resolved now: every
 * address the name has is checked, and a name with any internal one is refused (InternalDestination)
 * unless the operator allowed that name or address. The caller connects to the answer and no other
 * address, so a name that resolves elsewhere between the check and the connection gains nothing.
 * A name that does not resolve fails as dns.lookup does (ENOTFOUND, ...).
 */
export async function resolveDestination(hostname: string, allowed: readonly string[], ownAddresses: readonly string[] = hostAddresses()): Promise<Destination> {
  const host = hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '').toLowerCase();
  const literal = net.isIP(host);
  // getaddrinfo reads the other spellings of an IPv4 address (2130706433, 0x7f000001, 0177.0.0.1) as the address they mean.
  const addresses = literal === 0 ? await dns.lookup(host, { all: true, verbatim: true }) : [{ address: host, family: literal }];
  const { names, networks } = allowance(allowed);
  const own = exactly(ownAddresses);
  const refused = (address: string) => (internal.check(address, familyOf(address)) || own.check(address, familyOf(address))) && !networks.check(address, familyOf(address));
  if (!names.has(host) && addresses.some(({ address }) => refused(address))) throw new InternalDestination();
  return addresses[0]!;
}
