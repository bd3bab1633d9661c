import { describe, expect, it } from "vitest";
import { classifyAddress, isLoopbackAddress } from "../../src/domain/webhooks/address-policy.js";

describe("classifyAddress", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.255.0.9", "loopback"],
    ["::1", "loopback"],
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:7f00:1", "loopback"],
    ["10.1.2.3", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.1", "private"],
    ["::ffff:10.0.0.1", "private"],
    ["::ffff:192.168.0.1", "private"],
    ["100.64.0.1", "cgnat"],
    ["100.127.255.254", "cgnat"],
    ["169.254.169.254", "link_local"],
    ["::ffff:169.254.169.254", "link_local"],
    ["fe80::1", "link_local"],
    ["fe80::1%eth0", "link_local"],
    ["fc00::1", "unique_local"],
    ["fd12:3456:789a::1", "unique_local"],
    ["224.0.0.1", "multicast"],
    ["239.255.255.250", "multicast"],
    ["ff02::1", "multicast"],
    ["0.0.0.0", "unspecified"],
    ["::", "unspecified"],
    ["255.255.255.255", "reserved"],
    ["192.0.2.10", "reserved"],
    ["::127.0.0.1", "reserved"],
    ["64:ff9b::a00:1", "reserved"],
    ["2002:a00:1::1", "reserved"],
    ["2001:db8::1", "reserved"],
    ["not-an-ip", "invalid"],
  ])("%s is %s", (address, expected) => {
    expect(classifyAddress(address)).toBe(expected);
  });

  it.each([
    "8.8.8.8",
    "93.184.216.34",
    "172.32.0.1",
    "100.128.0.1",
    "2606:4700:4700::1111",
    "::ffff:8.8.8.8",
  ])("%s is public", (address) => {
    expect(classifyAddress(address)).toBeNull();
  });

  it("knows loopback", () => {
    expect(isLoopbackAddress("127.0.0.1")).toBe(true);
    expect(isLoopbackAddress("10.0.0.1")).toBe(false);
  });
});
