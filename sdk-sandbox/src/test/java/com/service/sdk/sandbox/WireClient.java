package com.service.sdk.sandbox;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A raw HTTP client for tests: builds each request by hand and signs it with {@link TestSigner},
 * so every wire detail (headers, timestamps, nonces, content types) can be varied.
 */
final class WireClient {
  /** How a request is signed. */
  private enum Family { HMAC, PLUGIN, PUBLIC }

  private static final SecureRandom RANDOM = new SecureRandom();
  private static final HttpClient HTTP = HttpClient.newBuilder()
      .version(HttpClient.Version.HTTP_1_1)
      .followRedirects(HttpClient.Redirect.NEVER)
      .build();

  private final String baseUrl;
  private final Clock clock;

  WireClient(Sandbox sandbox) {
    this(sandbox, Clock.systemUTC());
  }

  WireClient(Sandbox sandbox, Clock clock) {
    this(sandbox.baseUrl(), clock);
  }

  /** A client of the sandbox at {@code baseUrl}, for a sandbox whose public base URL is elsewhere. */
  WireClient(String baseUrl, Clock clock) {
    this.baseUrl = baseUrl;
    this.clock = clock;
  }

  /** A request of the merchant HMAC family. */
  Request hmac(SandboxMerchant merchant) {
    return new Request(Family.HMAC, merchant);
  }

  /** A request of the plugin-signed family. */
  Request plugin(SandboxMerchant merchant) {
    return new Request(Family.PLUGIN, merchant);
  }

  /** A request without credentials (public family, controls, pages). */
  Request anonymous() {
    return new Request(Family.PUBLIC, null);
  }

  static String freshNonce() {
    byte[] bytes = new byte[16];
    RANDOM.nextBytes(bytes);
    return HexFormat.of().formatHex(bytes);
  }

  /** One request; setters override what would be signed and sent. */
  final class Request {
    private final Family family;
    private final SandboxMerchant merchant;
    private final Map<String, String> headers = new LinkedHashMap<>();
    private Long timestamp;
    private String nonce;
    private String contentType = "application/json";
    private String signature;
    private Duration timeout = Duration.ofSeconds(10);

    private Request(Family family, SandboxMerchant merchant) {
      this.family = family;
      this.merchant = merchant;
    }

    Request timestamp(long epochSecond) {
      this.timestamp = epochSecond;
      return this;
    }

    Request nonce(String value) {
      this.nonce = value;
      return this;
    }

    Request contentType(String value) {
      this.contentType = value;
      return this;
    }

    Request signature(String value) {
      this.signature = value;
      return this;
    }

    Request header(String name, String value) {
      headers.put(name, value);
      return this;
    }

    Request idempotencyKey(String key) {
      return header("Idempotency-Key", key);
    }

    Request timeout(Duration value) {
      this.timeout = value;
      return this;
    }

    WireResponse get(String pathAndQuery) {
      return send("GET", pathAndQuery, "");
    }

    WireResponse post(String pathAndQuery, String body) {
      return send("POST", pathAndQuery, body);
    }

    WireResponse send(String method, String pathAndQuery, String body) {
      try {
        return sendOrThrow(method, pathAndQuery, body);
      } catch (IOException e) {
        throw new AssertionError("I/O error on " + method + " " + pathAndQuery, e);
      }
    }

    /** Sends and lets I/O errors (timeouts, dropped connections) through. */
    WireResponse sendOrThrow(String method, String pathAndQuery, String body) throws IOException {
      byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
      int q = pathAndQuery.indexOf('?');
      String rawPath = q < 0 ? pathAndQuery : pathAndQuery.substring(0, q);
      String rawQuery = q < 0 ? null : pathAndQuery.substring(q + 1);
      HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(baseUrl + pathAndQuery)).timeout(timeout)
          .method(method, bytes.length == 0 ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofByteArray(bytes));
      String ts = Long.toString(timestamp != null ? timestamp : clock.instant().getEpochSecond());
      if (family == Family.HMAC) {
        String n = nonce != null ? nonce : freshNonce();
        request.header("X-API-KEY-ID", merchant.apiKeyId()).header("X-API-TIMESTAMP", ts).header("X-API-NONCE", n)
            .header("X-API-SIGNATURE", signature != null ? signature
                : TestSigner.hmacFamily(merchant.apiSecret(), method, rawPath, rawQuery, ts, n, bytes));
      } else if (family == Family.PLUGIN) {
        request.header("X-Service-Api-Key", merchant.apiKeyId()).header("X-Service-Timestamp", ts)
            .header("X-Service-Signature", signature != null ? signature
                : TestSigner.pluginFamily(merchant.apiSecret(), ts, method, rawPath, bytes));
      }
      if ("POST".equals(method) && contentType != null) {
        request.header("Content-Type", contentType);
      }
      headers.forEach(request::header);
      try {
        HttpResponse<String> response = HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
        return new WireResponse(response.statusCode(), response.headers(), response.body());
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IOException("interrupted", e);
      }
    }
  }
}
