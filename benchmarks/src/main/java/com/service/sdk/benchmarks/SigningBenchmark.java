package com.service.sdk.benchmarks;

import com.service.sdk.core.auth.HmacSigner;
import com.service.sdk.core.auth.PluginSigner;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.concurrent.TimeUnit;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The SDK's signers against a bare, already keyed {@link Mac} doing the same work by hand:
 * the same canonical string over the same bytes, the same hex signature.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class SigningBenchmark {
  private static final String SECRET = "sk_test_9f8e7d6c5b4a39281706f5e4d3c2b1a0";
  private static final String PATH = "/api/v1/payouts/external/initiate";
  private static final String TIMESTAMP = "1700000400";
  private static final String NONCE = "13579bdf2468ace013579bdf2468ace0";
  private static final HexFormat HEX = HexFormat.of();

  private final byte[] body = ("{\"payee_id\":\"6f1c0e2a-1b1d-4c55-9a4e-0d3b7c9e2f10\",\"amount\":1250.75,"
      + "\"external_ref\":\"po_7781\",\"payout_method\":\"IMPS\"}").getBytes(StandardCharsets.UTF_8);
  private final HmacSigner hmacSigner = new HmacSigner(SECRET);
  private final PluginSigner pluginSigner = new PluginSigner(SECRET);
  private final Mac mac = keyedMac();

  /** HMAC family signature through the SDK. */
  @Benchmark
  public String hmacSdk() {
    return hmacSigner.sign("POST", PATH, "", TIMESTAMP, NONCE, body);
  }

  /** HMAC family signature by hand. */
  @Benchmark
  public String hmacBareMac() throws GeneralSecurityException {
    String canonical = "POST\n" + PATH + "\n\n" + TIMESTAMP + "\n" + NONCE + "\n"
        + HEX.formatHex(MessageDigest.getInstance("SHA-256").digest(body));
    return HEX.formatHex(mac.doFinal(canonical.getBytes(StandardCharsets.UTF_8)));
  }

  /** Plugin family signature through the SDK. */
  @Benchmark
  public String pluginSdk() {
    return pluginSigner.sign(TIMESTAMP, "POST", "/refunds/create", body);
  }

  /** Plugin family signature by hand. */
  @Benchmark
  public String pluginBareMac() {
    String canonical = TIMESTAMP + ".POST./refunds/create." + new String(body, StandardCharsets.UTF_8);
    return HEX.formatHex(mac.doFinal(canonical.getBytes(StandardCharsets.UTF_8)));
  }

  private static Mac keyedMac() {
    try {
      Mac keyed = Mac.getInstance("HmacSHA256");
      keyed.init(new SecretKeySpec(SECRET.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
      return keyed;
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException(e);
    }
  }
}
