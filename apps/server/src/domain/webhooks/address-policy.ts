import { BlockList, isIP } from "node:net";

/** Why an address may not receive webhooks, or `null` when it is a public unicast address. */
export type AddressClass =
  | "loopback"
  | "private"
  | "link_local"
  | "unique_local"
  | "cgnat"
  | "multicast"
  | "unspecified"
  | "reserved"
  | "invalid";

// Order matters: the first matching range names the reason given back to the caller.
const V4_RANGES: Array<[string, number, AddressClass]> = [
  ["0.0.0.0", 8, "unspecified"],
  ["127.0.0.0", 8, "loopback"],
  ["10.0.0.0", 8, "private"],
  ["172.16.0.0", 12, "private"],
  ["192.168.0.0", 16, "private"],
  ["100.64.0.0", 10, "cgnat"],
  ["169.254.0.0", 16, "link_local"],
  ["224.0.0.0", 4, "multicast"],
  ["192.0.0.0", 24, "reserved"],
  ["192.0.2.0", 24, "reserved"],
  ["192.88.99.0", 24, "reserved"],
  ["198.18.0.0", 15, "reserved"],
  ["198.51.100.0", 24, "reserved"],
  ["203.0.113.0", 24, "reserved"],
  ["240.0.0.0", 4, "reserved"],
];

// IPv4-mapped (::ffff:0:0/96) addresses are matched by BlockList against the IPv4 rules above.
// Prefixes that embed or translate to IPv4 (IPv4-compatible ::/96, NAT64, 6to4, Teredo) are refused
// whole: they can reach a private IPv4 address through a gateway.
const V6_RANGES: Array<[string, number, AddressClass]> = [
  ["::", 128, "unspecified"],
  ["::1", 128, "loopback"],
  ["::", 96, "reserved"],
  ["64:ff9b::", 96, "reserved"],
  ["64:ff9b:1::", 48, "reserved"],
  ["100::", 64, "reserved"],
  ["2001::", 23, "reserved"],
  ["2001:db8::", 32, "reserved"],
  ["2002::", 16, "reserved"],
  ["3fff::", 20, "reserved"],
  ["fc00::", 7, "unique_local"],
  ["fe80::", 10, "link_local"],
  ["fec0::", 10, "link_local"],
  ["ff00::", 8, "multicast"],
];

const lists = new Map<AddressClass, BlockList>();
for (const [network, prefix, cls] of V4_RANGES) listFor(cls).addSubnet(network, prefix, "ipv4");
for (const [network, prefix, cls] of V6_RANGES) listFor(cls).addSubnet(network, prefix, "ipv6");

function listFor(cls: AddressClass): BlockList {
  let list = lists.get(cls);
  if (!list) {
    list = new BlockList();
    lists.set(cls, list);
  }
  return list;
}

/** Classifies an IP address literal: `null` for a public unicast address, else why it is not public. */
export function classifyAddress(address: string): AddressClass | null {
  // A zone index (fe80::1%eth0) only exists on link-local addresses.
  if (address.includes("%")) return "link_local";
  const family = isIP(address);
  if (family === 0) return "invalid";
  const type = family === 4 ? "ipv4" : "ipv6";
  for (const [cls, list] of lists) {
    if (list.check(address, type)) return cls;
  }
  return null;
}

/** Whether an IP address literal is a loopback address (127.0.0.0/8, ::1, or IPv4-mapped loopback). */
export function isLoopbackAddress(address: string): boolean {
  return classifyAddress(address) === "loopback";
}
