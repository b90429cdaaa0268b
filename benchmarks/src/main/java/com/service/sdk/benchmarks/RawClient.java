package com.service.sdk.benchmarks;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.HexFormat;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import okhttp3.Call;
import okhttp3.Callback;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;

/**
 * What a careful merchant would write by hand instead of the SDK, for the same four calls:
 * the floor the SDK is measured against, so it does the work the SDK must do and no more,
 * as cheaply as a careful hand would. OkHttp with its defaults, one Jackson mapper, a keyed
 * {@link Mac} and a SHA-256 digest per thread, the SDK's derived idempotency keys, a fresh
 * nonce per HMAC request, the body hashed (the empty body's hash a constant), answers read
 * into records with {@code BigDecimal} amounts that refuse a missing identifier or status,
 * an envelope whose {@code success} is not {@code true} refused, and the answer's request id
 * read. No retries, no listener, no deadline of its own.
 *
 * <p>Before issue 31 this floor looked the digest up ({@code MessageDigest.getInstance}) for
 * every hash, hashed the empty body of every HMAC GET, and checked nothing but the status:
 * two of those made it slower than a careful hand (the payout most of all, with two hashes),
 * one faster, so SDK / raw said less than it should (benchmarks/README.md).
 */
final class RawClient {
  private static final MediaType JSON = MediaType.get("application/json");
  private static final HexFormat HEX = HexFormat.of();

  private final OkHttpClient http;
  private final ObjectMapper mapper = JsonMapper.builder().addModule(new JavaTimeModule())
      .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
      .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
      .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS).build();
  private final JavaType ledgerEnvelope = mapper.getTypeFactory().constructParametricType(Envelope.class, Ledger.class);
  private final JavaType payoutEnvelope = mapper.getTypeFactory().constructParametricType(Envelope.class, Payout.class);
  private final SecureRandom random = new SecureRandom();
  private final String baseUrl;
  private final String keyId;
  private final ThreadLocal<Mac> mac;
  private static final ThreadLocal<MessageDigest> SHA256 = ThreadLocal.withInitial(() -> {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException(e);
    }
  });
  private static final String EMPTY_SHA256 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";

  RawClient(String baseUrl, String keyId, String secret) {
    this(new OkHttpClient(), baseUrl, keyId, secret);
  }

  /** A client on {@code http}, an OkHttp client with its defaults but for where its sockets come from. */
  RawClient(OkHttpClient http, String baseUrl, String keyId, String secret) {
    this.http = http;
    this.baseUrl = baseUrl;
    this.keyId = keyId;
    this.mac = ThreadLocal.withInitial(() -> {
      try {
        Mac keyed = Mac.getInstance("HmacSHA256");
        keyed.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
        return keyed;
      } catch (GeneralSecurityException e) {
        throw new IllegalStateException(e);
      }
    });
  }

  record PaymentStatus(String paymentId, String status, String orderId, String transactionId,
      String providerReference, BigDecimal amount, String currency) {
    PaymentStatus {
      required(paymentId, "payment_id");
      required(status, "status");
      Objects.requireNonNull(amount, "amount");
    }
  }

  record Refund(String refundId, String paymentId, String status, BigDecimal amount, String currency,
      String providerReference, String merchantRefundId) {
    Refund {
      required(refundId, "refund_id");
      required(status, "status");
      Objects.requireNonNull(amount, "amount");
    }
  }

  record RefundBody(String merchantId, String paymentId, String amount, String merchantRefundId) {}

  record Envelope<T>(boolean success, String message, T data) {}

  record Ledger(String id, String externalRef, String gatewayRef, BigDecimal amountGross, BigDecimal amountFees,
      BigDecimal amountNet, String currency, String category, String method, String status, String payeeId,
      String payeeName, String failureReason, Instant createdAt, Instant updatedAt) {
    Ledger {
      required(id, "id");
      required(status, "status");
      Objects.requireNonNull(amountGross, "amount_gross");
      Objects.requireNonNull(amountNet, "amount_net");
    }
  }

  record Payout(String message, String transactionId, String status) {
    Payout {
      required(transactionId, "transaction_id");
      required(status, "status");
    }
  }

  record PayoutBody(String payeeId, BigDecimal amount, String externalRef, String payoutMethod) {}

  PaymentStatus paymentStatus() throws IOException {
    return mapper.readValue(send(paymentStatusRequest()), PaymentStatus.class);
  }

  CompletableFuture<PaymentStatus> paymentStatusAsync() {
    return enqueue(paymentStatusRequest(), body -> mapper.readValue(body, PaymentStatus.class));
  }

  Refund refund() throws IOException {
    return mapper.readValue(send(refundRequest()), Refund.class);
  }

  CompletableFuture<Refund> refundAsync() throws IOException {
    return enqueue(refundRequest(), body -> mapper.readValue(body, Refund.class));
  }

  Ledger payoutStatus() throws IOException {
    return data(mapper.readValue(send(payoutStatusRequest()), ledgerEnvelope));
  }

  CompletableFuture<Ledger> payoutStatusAsync() {
    return enqueue(payoutStatusRequest(), body -> data(mapper.<Envelope<Ledger>>readValue(body, ledgerEnvelope)));
  }

  Payout payout() throws IOException {
    return data(mapper.readValue(send(payoutRequest()), payoutEnvelope));
  }

  CompletableFuture<Payout> payoutAsync() throws IOException {
    return enqueue(payoutRequest(), body -> data(mapper.<Envelope<Payout>>readValue(body, payoutEnvelope)));
  }

  private Request paymentStatusRequest() {
    return plugin("GET", CannedAnswers.PAYMENT_STATUS_PATH, null, null);
  }

  private Request refundRequest() throws IOException {
    byte[] body = mapper.writeValueAsBytes(new RefundBody("m_42", "pay_1", "100.00", "order-1-r1"));
    String key = sha256Hex(("refund\n" + "m_42\n" + "pay_1\n" + "order-1-r1").getBytes(StandardCharsets.UTF_8));
    return plugin("POST", CannedAnswers.REFUND_PATH, body, key);
  }

  private Request payoutStatusRequest() {
    return hmac("GET", CannedAnswers.PAYOUT_STATUS_PATH, null, null);
  }

  private Request payoutRequest() throws IOException {
    byte[] body = mapper.writeValueAsBytes(new PayoutBody("6f1c0e2a-1b1d-4c55-9a4e-0d3b7c9e2f10",
        new BigDecimal("1250.75"), "po_7781", "IMPS"));
    String key = sha256Hex(("payout\n" + "po_7781").getBytes(StandardCharsets.UTF_8));
    return hmac("POST", CannedAnswers.PAYOUT_PATH, body, key);
  }

  private static <T> T data(Envelope<T> envelope) throws IOException {
    if (!envelope.success() || envelope.data() == null) {
      throw new IOException("refused: " + envelope.message());
    }
    return envelope.data();
  }

  private static void required(String value, String name) {
    if (value == null || value.isBlank()) {
      throw new IllegalArgumentException(name + " is missing");
    }
  }

  private Request plugin(String method, String path, byte[] body, String idempotencyKey) {
    String timestamp = Long.toString(System.currentTimeMillis() / 1000);
    String canonical = timestamp + "." + method + "." + path + "."
        + (body == null ? "" : new String(body, StandardCharsets.UTF_8));
    String signature = HEX.formatHex(mac.get().doFinal(canonical.getBytes(StandardCharsets.UTF_8)));
    Request.Builder request = new Request.Builder().url(baseUrl + path)
        .method(method, body == null ? null : RequestBody.create(body, JSON))
        .header("X-Service-Api-Key", keyId).header("X-Service-Timestamp", timestamp)
        .header("X-Service-Signature", signature);
    return (idempotencyKey == null ? request : request.header("Idempotency-Key", idempotencyKey)).build();
  }

  private Request hmac(String method, String path, byte[] body, String idempotencyKey) {
    String timestamp = Long.toString(System.currentTimeMillis() / 1000);
    byte[] nonceBytes = new byte[16];
    random.nextBytes(nonceBytes);
    String nonce = HEX.formatHex(nonceBytes);
    String canonical = method + "\n" + path + "\n\n" + timestamp + "\n" + nonce + "\n"
        + (body == null ? EMPTY_SHA256 : sha256Hex(body));
    String signature = HEX.formatHex(mac.get().doFinal(canonical.getBytes(StandardCharsets.UTF_8)));
    Request.Builder request = new Request.Builder().url(baseUrl + path)
        .method(method, body == null ? null : RequestBody.create(body, JSON))
        .header("X-API-KEY-ID", keyId).header("X-API-TIMESTAMP", timestamp).header("X-API-NONCE", nonce)
        .header("X-API-SIGNATURE", signature);
    return (idempotencyKey == null ? request : request.header("Idempotency-Key", idempotencyKey)).build();
  }

  private byte[] send(Request request) throws IOException {
    try (Response response = http.newCall(request).execute()) {
      return body(response);
    }
  }

  /**
   * Sends without blocking, as a careful hand would with OkHttp: {@code enqueue}, the answer read
   * and decoded in the callback, on OkHttp's dispatcher thread, which completes the future.
   */
  private <T> CompletableFuture<T> enqueue(Request request, Decoder<T> decoder) {
    CompletableFuture<T> answer = new CompletableFuture<>();
    http.newCall(request).enqueue(new Callback() {
      @Override
      public void onFailure(Call call, IOException e) {
        answer.completeExceptionally(e);
      }

      @Override
      public void onResponse(Call call, Response response) {
        try (response) {
          answer.complete(decoder.decode(body(response)));
        } catch (IOException | RuntimeException e) {
          answer.completeExceptionally(e);
        }
      }
    });
    return answer;
  }

  private static byte[] body(Response response) throws IOException {
    String requestId = response.header("X-Request-Id");
    if (!response.isSuccessful()) {
      throw new IOException("HTTP " + response.code() + " (request id " + requestId + ")");
    }
    return response.body().bytes();
  }

  /** Reads an answer's body into what the call returns. */
  private interface Decoder<T> {
    T decode(byte[] body) throws IOException;
  }

  private static String sha256Hex(byte[] bytes) {
    MessageDigest sha256 = SHA256.get();
    sha256.reset();
    return HEX.formatHex(sha256.digest(bytes));
  }
}
