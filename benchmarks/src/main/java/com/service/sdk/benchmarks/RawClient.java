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
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;

/**
 * What a careful merchant would write by hand instead of the SDK, for the same four calls:
 * OkHttp with its defaults, one Jackson mapper, a keyed {@link Mac} per thread, a SHA-256
 * idempotency key of the merchant's reference, a fresh nonce per HMAC request, and answers
 * read into records with {@code BigDecimal} amounts. No retries, no checks beyond the status.
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
      String providerReference, BigDecimal amount, String currency) {}

  record Refund(String refundId, String paymentId, String status, BigDecimal amount, String currency,
      String providerReference, String merchantRefundId) {}

  record RefundBody(String merchantId, String paymentId, String amount, String merchantRefundId) {}

  record Envelope<T>(boolean success, String message, T data) {}

  record Ledger(String id, String externalRef, String gatewayRef, BigDecimal amountGross, BigDecimal amountFees,
      BigDecimal amountNet, String currency, String category, String method, String status, String payeeId,
      String payeeName, String failureReason, Instant createdAt, Instant updatedAt) {}

  record Payout(String message, String transactionId, String status) {}

  record PayoutBody(String payeeId, BigDecimal amount, String externalRef, String payoutMethod) {}

  PaymentStatus paymentStatus() throws IOException {
    return mapper.readValue(plugin("GET", CannedAnswers.PAYMENT_STATUS_PATH, null, null), PaymentStatus.class);
  }

  Refund refund() throws IOException {
    byte[] body = mapper.writeValueAsBytes(new RefundBody("m_42", "pay_1", "100.00", "order-1-r1"));
    String key = sha256Hex(("refund\n" + "m_42\n" + "pay_1\n" + "order-1-r1").getBytes(StandardCharsets.UTF_8));
    return mapper.readValue(plugin("POST", CannedAnswers.REFUND_PATH, body, key), Refund.class);
  }

  Ledger payoutStatus() throws IOException {
    Envelope<Ledger> answer = mapper.readValue(hmac("GET", CannedAnswers.PAYOUT_STATUS_PATH, null, null), ledgerEnvelope);
    return answer.data();
  }

  Payout payout() throws IOException {
    byte[] body = mapper.writeValueAsBytes(new PayoutBody("6f1c0e2a-1b1d-4c55-9a4e-0d3b7c9e2f10",
        new BigDecimal("1250.75"), "po_7781", "IMPS"));
    String key = sha256Hex(("payout\n" + "po_7781").getBytes(StandardCharsets.UTF_8));
    Envelope<Payout> answer = mapper.readValue(hmac("POST", CannedAnswers.PAYOUT_PATH, body, key), payoutEnvelope);
    return answer.data();
  }

  private byte[] plugin(String method, String path, byte[] body, String idempotencyKey) throws IOException {
    String timestamp = Long.toString(System.currentTimeMillis() / 1000);
    String canonical = timestamp + "." + method + "." + path + "."
        + (body == null ? "" : new String(body, StandardCharsets.UTF_8));
    String signature = HEX.formatHex(mac.get().doFinal(canonical.getBytes(StandardCharsets.UTF_8)));
    Request.Builder request = new Request.Builder().url(baseUrl + path)
        .method(method, body == null ? null : RequestBody.create(body, JSON))
        .header("X-Service-Api-Key", keyId).header("X-Service-Timestamp", timestamp)
        .header("X-Service-Signature", signature);
    return send(idempotencyKey == null ? request : request.header("Idempotency-Key", idempotencyKey));
  }

  private byte[] hmac(String method, String path, byte[] body, String idempotencyKey) throws IOException {
    String timestamp = Long.toString(System.currentTimeMillis() / 1000);
    byte[] nonceBytes = new byte[16];
    random.nextBytes(nonceBytes);
    String nonce = HEX.formatHex(nonceBytes);
    String canonical = method + "\n" + path + "\n\n" + timestamp + "\n" + nonce + "\n"
        + sha256Hex(body == null ? new byte[0] : body);
    String signature = HEX.formatHex(mac.get().doFinal(canonical.getBytes(StandardCharsets.UTF_8)));
    Request.Builder request = new Request.Builder().url(baseUrl + path)
        .method(method, body == null ? null : RequestBody.create(body, JSON))
        .header("X-API-KEY-ID", keyId).header("X-API-TIMESTAMP", timestamp).header("X-API-NONCE", nonce)
        .header("X-API-SIGNATURE", signature);
    return send(idempotencyKey == null ? request : request.header("Idempotency-Key", idempotencyKey));
  }

  private byte[] send(Request.Builder request) throws IOException {
    try (Response response = http.newCall(request.build()).execute()) {
      if (!response.isSuccessful()) {
        throw new IOException("HTTP " + response.code());
      }
      return response.body().bytes();
    }
  }

  private static String sha256Hex(byte[] bytes) {
    try {
      return HEX.formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException(e);
    }
  }
}
