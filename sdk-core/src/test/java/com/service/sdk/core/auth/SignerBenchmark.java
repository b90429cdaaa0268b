package com.service.sdk.core.auth;

import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * What one signature costs, and what the SDK's way of getting a keyed {@link Mac} (borrow an
 * idle one) is worth against a clone of a keyed prototype and against {@code Mac.getInstance}
 * plus {@code init} per call. Not a test: run it with the command in sdk-core/README.md.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class SignerBenchmark {
  private static final String SECRET = "sk_test_9f8e7d6c5b4a39281706f5e4d3c2b1a0";
  private final HmacSigner hmacSigner = new HmacSigner(SECRET);
  private final HmacSha256 keyed = new HmacSha256(SECRET);
  private final Mac prototype = keyedMac();
  private final byte[] body = ("{\"payee_id\":\"6f1c2b7e-8d4a-4c1b-9e2f-3a5b7c9d1e0f\",\"amount\":1250.75,"
      + "\"external_ref\":\"po_7781\",\"payout_method\":\"UPI\"}").getBytes(StandardCharsets.UTF_8);
  private final byte[] canonical = HmacSigner.canonicalString("POST", "/api/v1/payouts/external/initiate", "",
      "1700000400", "13579bdf2468ace013579bdf2468ace0", body).getBytes(StandardCharsets.UTF_8);

  /** JMH makes the state; nothing else should. */
  public SignerBenchmark() {}

  /** The SDK's path: canonical string, body hash and HMAC on a borrowed keyed Mac. */
  @Benchmark
  public String hmacSignerSign() {
    return hmacSigner.sign("POST", "/api/v1/payouts/external/initiate", "", "1700000400",
        "13579bdf2468ace013579bdf2468ace0", body);
  }

  private static Mac keyedMac() {
    try {
      Mac mac = Mac.getInstance("HmacSHA256");
      mac.init(new SecretKeySpec(SECRET.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
      return mac;
    } catch (java.security.GeneralSecurityException e) {
      throw new IllegalStateException(e);
    }
  }

  /** The alternative: a new Mac, keyed from scratch, for the same canonical bytes. */
  @Benchmark
  public byte[] newMacPerCall() throws Exception {
    Mac mac = Mac.getInstance("HmacSHA256");
    mac.init(new SecretKeySpec(SECRET.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
    return mac.doFinal(canonical);
  }

  /** A clone of a keyed prototype per call: what the SDK does when every idle Mac is in use. */
  @Benchmark
  public byte[] clonedMacPerCall() throws Exception {
    return ((Mac) prototype.clone()).doFinal(canonical);
  }

  /** The SDK's HMAC step alone (an idle keyed Mac borrowed and given back), as a signature runs it. */
  @Benchmark
  public String borrowedMac() {
    return keyed.hex(canonical);
  }
}
