import {isIPv4, isIPv6} from '../src/ip';

describe('IP addresses', () => {
  it.each(['0.0.0.0', '192.0.2.1', '255.255.255.255'])('accepts IPv4 %s', (ip) => expect(isIPv4(ip)).toBe(true));
  it.each(['256.1.1.1', '1.2.3', '1.2.3.4.5', '01.2.3.4', '1.2.3.-4', '', 'a.b.c.d'])('rejects IPv4 %p', (ip) =>
    expect(isIPv4(ip)).toBe(false),
  );
  it.each(['::', '::1', '2001:db8::1', 'fe80::', '1:2:3:4:5:6:7:8', '::ffff:192.0.2.1', '64:ff9b::192.0.2.33'])('accepts IPv6 %s', (ip) =>
    expect(isIPv6(ip)).toBe(true),
  );
  it.each(['1:2:3:4:5:6:7', '1:2:3:4:5:6:7:8:9', '1::2::3', '12345::', ':1::', '1::2:', '::ffff:256.0.0.1', 'fe80::1%eth0', '192.0.2.1'])(
    'rejects IPv6 %p',
    (ip) => expect(isIPv6(ip)).toBe(false),
  );
});
