package com.service.sdk.sandbox.internal.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.net.UnknownHostException;
import org.junit.jupiter.api.Test;

/** Literal addresses are read strictly and never looked up; anything else is a name. */
class IpAddressesTest {
  @Test
  void dottedQuads_andIpv6_areLiterals() throws UnknownHostException {
    assertThat(IpAddresses.parse("127.0.0.1")).isEqualTo(InetAddress.getByAddress(new byte[] {127, 0, 0, 1}));
    assertThat(IpAddresses.parse("10.0.0.255")).isEqualTo(InetAddress.getByAddress(new byte[] {10, 0, 0, (byte) 255}));
    assertThat(IpAddresses.parse("::1")).isEqualTo(InetAddress.getByAddress(new byte[] {0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 1}));
    assertThat(IpAddresses.parse("2001:DB8::8:800:200C:417A")).isNotNull();
    assertThat(IpAddresses.parse("1:2:3:4:5:6:7:8")).isNotNull();
    assertThat(IpAddresses.parse("::")).isNotNull();
    assertThat(IpAddresses.parse("::ffff:127.0.0.1")).as("IPv4-mapped").isEqualTo(IpAddresses.parse("127.0.0.1"));
    assertThat(IpAddresses.isLoopbackLiteral("127.1.2.3")).isTrue();
    assertThat(IpAddresses.isLoopbackLiteral("::1")).isTrue();
    assertThat(IpAddresses.isLoopbackLiteral("10.0.0.1")).isFalse();
  }

  @Test
  void namesThatLookLikeAddresses_areNames() {
    for (String name : new String[] {"ba5e.de", "cafe", "dead.beef", "ab.cd.ef.01", "localhost", "127.1", "127.0.1",
        "0x7f.0.0.1", "0177.0.0.1", "127.0.0.01", "256.0.0.1", "1.2.3.4.5", "127.0.0.1.", " 127.0.0.1", "",
        "1:2:3:4:5:6:7", "1:2:3:4:5:6:7:8:9", "1::2::3", ":1", "1:", "12345::", "[::1]", "::1%lo", "fe80::g",
        "::127.0.0.1.2", "::ffff:127.1", "\u0661\u0662\u0667.0.0.1"}) {
      assertThat(IpAddresses.parse(name)).as(name).isNull();
      assertThat(IpAddresses.isLoopbackLiteral(name)).as(name).isFalse();
    }
    assertThat(IpAddresses.parse(null)).isNull();
  }
}
