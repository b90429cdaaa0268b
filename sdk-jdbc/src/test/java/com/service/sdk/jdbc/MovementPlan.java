package com.service.sdk.jdbc;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What {@link CrashAndResumeTest} intends, written to a file for the processes it starts: where
 * the sandbox and the database are, the merchant accounts, and every refund and payout.
 *
 * @param baseUrl the sandbox
 * @param jdbcUrl the database
 * @param table the movement table
 * @param accounts the merchant accounts; the last one makes the payouts, the others one paid payment each
 * @param movements every refund and payout, in the order a sender goes through them
 */
record MovementPlan(String baseUrl, String jdbcUrl, String table, List<Account> accounts, List<Intended> movements) {

  /** A sandbox merchant and, for a refund account, its paid payment. */
  record Account(String merchantId, String apiKeyId, String apiSecret, String paymentId) {}

  /**
   * One intended refund or payout.
   *
   * @param refund a refund of {@code account}'s payment, or else a payout to {@code payeeId}
   * @param account the index of the account that sends it
   * @param digit for a refund, which decimal digit of the payment's refunded total counts it
   * @param payeeId for a payout, the payee
   * @param reference the merchant's reference, from which its key is derived
   * @param amount the amount
   * @param valid false for a payout the service must refuse (an unverified payee)
   */
  record Intended(boolean refund, int account, int digit, String payeeId, String reference, BigDecimal amount,
      boolean valid) {}

  void write(Path file) throws IOException {
    List<String> lines = new ArrayList<>(List.of(baseUrl, jdbcUrl, table, String.valueOf(accounts.size())));
    for (Account a : accounts) {
      lines.add(String.join("\t", a.merchantId(), a.apiKeyId(), a.apiSecret(), a.paymentId()));
    }
    for (Intended m : movements) {
      lines.add(String.join("\t", String.valueOf(m.refund()), String.valueOf(m.account()), String.valueOf(m.digit()),
          m.payeeId(), m.reference(), m.amount().toPlainString(), String.valueOf(m.valid())));
    }
    Files.write(file, lines);
  }

  static MovementPlan read(Path file) throws IOException {
    List<String> lines = Files.readAllLines(file);
    int accounts = Integer.parseInt(lines.get(3));
    List<Account> accountList = new ArrayList<>();
    for (String line : lines.subList(4, 4 + accounts)) {
      String[] f = line.split("\t", -1);
      accountList.add(new Account(f[0], f[1], f[2], f[3]));
    }
    List<Intended> movements = new ArrayList<>();
    for (String line : lines.subList(4 + accounts, lines.size())) {
      String[] f = line.split("\t", -1);
      movements.add(new Intended(Boolean.parseBoolean(f[0]), Integer.parseInt(f[1]), Integer.parseInt(f[2]), f[3], f[4],
          new BigDecimal(f[5]), Boolean.parseBoolean(f[6])));
    }
    return new MovementPlan(lines.get(0), lines.get(1), lines.get(2), accountList, movements);
  }
}
