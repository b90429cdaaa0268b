package com.service.sdk.benchmarks;

import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * The same canned, spec-shaped answer to each of the four measured operations, for both
 * places that answer them: {@link LocalServer} on loopback and {@link InMemorySockets} in
 * memory. Nothing about the request is checked beyond its method and path.
 */
final class CannedAnswers {
  static final String PAYMENT_STATUS_PATH = "/payments/pay_1/status";
  static final String REFUND_PATH = "/refunds/create";
  static final String PAYOUT_STATUS_PATH = "/api/v1/payouts/external/status/txn_1";
  static final String PAYOUT_PATH = "/api/v1/payouts/external/initiate";

  /** Answer bodies by {@code "METHOD path"}. */
  static final Map<String, byte[]> BODIES = Map.of(
      "GET " + PAYMENT_STATUS_PATH, bytes("{\"payment_id\":\"pay_1\",\"status\":\"paid\",\"order_id\":\"order-1\","
          + "\"transaction_id\":\"txn_1\",\"provider_reference\":\"PRV1\",\"amount\":\"499.0000\",\"currency\":\"INR\"}"),
      "POST " + REFUND_PATH, bytes("{\"refund_id\":\"rfnd_1\",\"payment_id\":\"pay_1\",\"status\":\"completed\","
          + "\"amount\":\"100.0000\",\"currency\":\"INR\",\"provider_reference\":\"PRV2\","
          + "\"merchant_refund_id\":\"order-1-r1\"}"),
      "GET " + PAYOUT_STATUS_PATH, bytes("{\"success\":true,\"message\":\"OK\",\"data\":{\"id\":\"txn_1\","
          + "\"external_ref\":\"po_7781\",\"gateway_ref\":\"GW1\",\"amount_gross\":\"1250.7500\","
          + "\"amount_fees\":\"0.0000\",\"amount_net\":\"1250.7500\",\"currency\":\"INR\",\"category\":\"DISBURSEMENT\","
          + "\"method\":\"IMPS\",\"status\":\"COMPLETED\",\"payee_id\":\"6f1c0e2a-1b1d-4c55-9a4e-0d3b7c9e2f10\","
          + "\"payee_name\":\"Ravi Kumar\",\"failure_reason\":null,\"created_at\":\"2026-11-24T10:00:00.000Z\","
          + "\"updated_at\":\"2026-11-24T10:00:05.250Z\"}}"),
      "POST " + PAYOUT_PATH, bytes("{\"success\":true,\"message\":\"Payout initiated\",\"data\":{"
          + "\"message\":\"Payout initiated\",\"transaction_id\":\"txn_9\",\"status\":\"processing\"}}"));

  private CannedAnswers() {}

  /** Returns the whole HTTP/1.1 answer, status line to body, that carries {@code body} (404 when null). */
  static byte[] http(byte[] body) {
    if (body == null) {
      return bytes("HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n");
    }
    byte[] head = bytes("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: " + body.length
        + "\r\n\r\n");
    byte[] whole = new byte[head.length + body.length];
    System.arraycopy(head, 0, whole, 0, head.length);
    System.arraycopy(body, 0, whole, head.length, body.length);
    return whole;
  }

  static byte[] bytes(String text) {
    return text.getBytes(StandardCharsets.UTF_8);
  }
}
