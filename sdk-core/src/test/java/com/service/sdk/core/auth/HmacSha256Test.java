package com.service.sdk.core.auth;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;

import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;

class HmacSha256Test {
  private static final String SECRET = "sk_test_9f8e7d6c5b4a39281706f5e4d3c2b1a0";

  @Test
  void hex_ofHeadAndTail_isTheHmacOfThemJoined() throws Exception {
    HmacSha256 hmac = new HmacSha256(SECRET);

    assertThat(hmac.hex("1.POST./p.".getBytes(UTF_8), "{\"a\":1}".getBytes(UTF_8)))
        .isEqualTo(reference("1.POST./p.{\"a\":1}"));
    assertThat(hmac.hex("1.GET./p.".getBytes(UTF_8), null)).isEqualTo(reference("1.GET./p."));
    assertThat(hmac.hex("1.GET./p.".getBytes(UTF_8))).isEqualTo(reference("1.GET./p."));
  }

  @Test
  void sha256Hex_ofNoBody_isTheDigestOfNoBytes_andOfABody_itsOwn() throws Exception {
    String ofNothing = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(new byte[0]));

    assertThat(HmacSha256.EMPTY_SHA256).isEqualTo(ofNothing);
    assertThat(HmacSha256.sha256Hex(null)).isEqualTo(ofNothing);
    assertThat(HmacSha256.sha256Hex(new byte[0])).isEqualTo(ofNothing);
    assertThat(HmacSha256.sha256Hex("{\"a\":1}".getBytes(UTF_8)))
        .isEqualTo(HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest("{\"a\":1}".getBytes(UTF_8))));
  }

  /**
   * More threads than idle slots, each signing its own messages at once: a Mac lent to two
   * threads, or given back unreset, would mix their bytes into a wrong signature.
   */
  @Test
  void hex_underConcurrentUse_neverMixesTwoSignatures() throws Exception {
    HmacSha256 hmac = new HmacSha256(SECRET);
    int threads = HmacSha256.IDLE_SLOTS * 2;
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    CountDownLatch start = new CountDownLatch(1);
    try {
      List<Future<List<String>>> wrong = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        int thread = t;
        Callable<List<String>> signing = () -> {
          start.await();
          List<String> mismatches = new ArrayList<>();
          for (int i = 0; i < 2_000; i++) {
            String head = thread + "." + i + ".POST./refunds/create.";
            String tail = "{\"n\":" + (i * 31 + thread) + "}";
            if (!hmac.hex(head.getBytes(UTF_8), tail.getBytes(UTF_8)).equals(reference(head + tail))) {
              mismatches.add(head + tail);
            }
          }
          return mismatches;
        };
        wrong.add(pool.submit(signing));
      }
      start.countDown();
      for (Future<List<String>> each : wrong) {
        assertThat(each.get()).isEmpty();
      }
    } finally {
      pool.shutdownNow();
    }
  }

  private static String reference(String message) throws Exception {
    Mac mac = Mac.getInstance("HmacSHA256");
    mac.init(new SecretKeySpec(SECRET.getBytes(UTF_8), "HmacSHA256"));
    return HexFormat.of().formatHex(mac.doFinal(message.getBytes(UTF_8)));
  }
}
