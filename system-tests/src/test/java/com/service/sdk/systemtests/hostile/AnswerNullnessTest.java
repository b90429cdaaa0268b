package com.service.sdk.systemtests.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import com.service.sdk.core.IdempotencyKey;
import com.service.sdk.core.Page;
import com.service.sdk.core.RequestOptions;
import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.PublicClient;
import com.service.sdk.payouts.model.CreateLinkRequest;
import com.service.sdk.payouts.model.CreatePayeeRequest;
import com.service.sdk.payouts.model.InitiatePayoutRequest;
import com.service.sdk.payouts.model.LedgerTransaction;
import com.service.sdk.payouts.model.PaymentLink;
import com.service.sdk.payouts.model.Payee;
import com.service.sdk.payouts.model.PayoutInitiation;
import com.service.sdk.payouts.model.PayoutMethod;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.plugin.model.Balance;
import com.service.sdk.plugin.model.CreatePaymentRequest;
import com.service.sdk.plugin.model.CreateRefundRequest;
import com.service.sdk.plugin.model.Customer;
import com.service.sdk.plugin.model.HostedPayment;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import java.io.IOException;
import java.lang.reflect.RecordComponent;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Stream;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import okhttp3.HttpUrl;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/**
 * The nullness the answer records declare is what decoding does: over every record the clients
 * decoded from the sandbox's answers, from the hostile corpus's answers that decode, and from
 * answers that carry only the fields the spec requires, a component without {@code @Nullable}
 * is never null, and each {@code @Nullable} component is null in at least one of them. A
 * Kotlin or NullAway user relies on the first; the second keeps {@code @Nullable} off fields
 * that can never be null (which would make every caller check for nothing).
 */
final class AnswerNullnessTest {
  /** Records that only travel in requests: never decoded from an answer. */
  private static final Set<Class<?>> REQUEST_ONLY = Set.of(Customer.class);

  /** What the walk saw: per record component, whether it was null in some answer and set in some. */
  private final Map<String, Seen> seen = new TreeMap<>();
  private final List<String> problems = new ArrayList<>();

  @Test
  void everyAnswerRecord_isNullExactlyWhereItsComponentsSayNullable() throws Exception {
    for (Object result : sandboxAnswers()) {
      walk(result, "sandbox");
    }
    for (Object result : corpusAnswers()) {
      walk(result, "hostile corpus");
    }
    for (Object result : requiredFieldsOnly()) {
      walk(result, "required fields only");
    }

    Set<Class<?>> answerRecords = answerRecordTypes();
    assertThat(answerRecords).as("answer records found in the model packages").hasSizeGreaterThan(10);
    for (Class<?> type : answerRecords) {
      for (RecordComponent component : type.getRecordComponents()) {
        Seen s = seen.get(name(type, component));
        if (s == null) {
          problems.add(name(type, component) + ": no answer decoded to this record");
        } else if (nullable(component) && !s.wasNull) {
          problems.add(name(type, component) + " is @Nullable but no answer left it null: the annotation is"
              + " wrong, or an answer that omits it is missing here");
        }
      }
    }
    assertThat(problems).isEmpty();
  }

  /** Every public record of the answer packages (and the core's Page), read from their class files. */
  private static Set<Class<?>> answerRecordTypes() throws IOException, URISyntaxException, ClassNotFoundException {
    Set<Class<?>> types = new TreeSet<>((a, b) -> a.getName().compareTo(b.getName()));
    types.add(Page.class);
    for (Class<?> anchor : List.of(HostedPayment.class, Payee.class)) {
      Path root = Path.of(anchor.getProtectionDomain().getCodeSource().getLocation().toURI());
      String pkg = anchor.getPackageName();
      List<String> names;
      if (Files.isDirectory(root)) {
        try (Stream<Path> files = Files.list(root.resolve(pkg.replace('.', '/')))) {
          names = files.map(p -> p.getFileName().toString()).toList();
        }
      } else {
        try (java.util.jar.JarFile jar = new java.util.jar.JarFile(root.toFile())) {
          String dir = pkg.replace('.', '/') + "/";
          names = jar.stream().map(e -> e.getName()).filter(n -> n.startsWith(dir) && n.indexOf('/', dir.length()) < 0)
              .map(n -> n.substring(dir.length())).toList();
        }
      }
      for (String file : names) {
        if (file.endsWith(".class") && !file.contains("$") && !file.equals("package-info.class")) {
          Class<?> type = Class.forName(pkg + "." + file.substring(0, file.length() - ".class".length()));
          if (type.isRecord() && java.lang.reflect.Modifier.isPublic(type.getModifiers())
              && !REQUEST_ONLY.contains(type)) {
            types.add(type);
          }
        }
      }
    }
    return types;
  }

  /** Checks one decoded value: its non-null components, then the records and lists inside it. */
  private void walk(@Nullable Object value, String source) throws ReflectiveOperationException {
    if (value instanceof List<?> list) {
      for (Object item : list) {
        walk(item, source);
      }
      return;
    }
    if (value == null || !value.getClass().isRecord() || !value.getClass().getName().startsWith("com.service.sdk.")) {
      return;
    }
    for (RecordComponent component : value.getClass().getRecordComponents()) {
      Object field = component.getAccessor().invoke(value);
      Seen s = seen.computeIfAbsent(name(value.getClass(), component), k -> new Seen());
      if (field == null) {
        s.wasNull = true;
        if (!nullable(component) && !component.getType().isPrimitive()) {
          problems.add(name(value.getClass(), component) + " is not @Nullable but was null in an answer from the "
              + source + ": " + value);
        }
      }
      walk(field, source);
    }
  }

  private static boolean nullable(RecordComponent component) {
    return component.getAccessor().getAnnotatedReturnType().isAnnotationPresent(Nullable.class);
  }

  private static String name(Class<?> type, RecordComponent component) {
    return type.getSimpleName() + "." + component.getName();
  }

  /** Whether a component was ever null. */
  private static final class Seen {
    boolean wasNull;
  }

  /** Every operation that answers with a record, against the sandbox, with and without optional fields. */
  private static List<Object> sandboxAnswers() {
    List<Object> answers = new ArrayList<>();
    try (Sandbox sandbox = Sandbox.start()) {
      SandboxMerchant m = sandbox.createMerchant();
      try (PluginClient plugin = PluginClient.builder().baseUrl(sandbox.baseUrl())
              .credentials(m.apiKeyId(), m.apiSecret()).build();
          MerchantClient merchant = MerchantClient.builder().baseUrl(sandbox.baseUrl())
              .credentials(m.apiKeyId(), m.apiSecret()).build();
          PublicClient pub = PublicClient.builder().baseUrl(sandbox.baseUrl()).build()) {
        HostedPayment payment = plugin.payments().create(CreatePaymentRequest.builder().merchantId(m.merchantId())
            .orderId("order-1").amount("499.00").customer("Asha Rao", "asha@example.com", "9800000001").build());
        answers.add(payment);
        answers.add(plugin.payments().status(payment.paymentId())); // not paid: no transaction yet
        sandbox.payPayment(payment.paymentId());
        answers.add(plugin.payments().status(payment.paymentId()));
        answers.add(plugin.refunds().create(CreateRefundRequest.builder().merchantId(m.merchantId())
            .paymentId(payment.paymentId()).amount("100.00").merchantRefundId("order-1-r1").build()));
        answers.add(plugin.refunds().create(CreateRefundRequest.builder().merchantId(m.merchantId())
            .paymentId(payment.paymentId()).amount("50.00").build(),
            RequestOptions.builder().idempotencyKey(IdempotencyKey.of("nullness-refund-key-0001")).build()));
        answers.add(plugin.balance().get());

        PaymentLink link = merchant.links().create(CreateLinkRequest.builder().title("Invoice 7").amount("250.00")
            .externalId("inv-7").customer("Asha Rao", "asha@example.com", "9800000001").build());
        answers.add(link);
        answers.add(pub.links().status(link.shortId())); // not paid yet
        answers.add(pub.links().checkout(link.shortId()));
        sandbox.payLink(link.shortId());
        answers.add(pub.links().status(link.shortId()));

        Payee bank = merchant.payees().create(CreatePayeeRequest.builder().legalName("Ravi Kumar")
            .bankAccount("50100012345678", "HDFC0001234").build());
        Payee upi = merchant.payees().create(CreatePayeeRequest.builder().legalName("Meera Iyer")
            .emailAddress("meera@example.com").phoneNumber("9800000002").vpa("meera@upi").externalRef("ben-2").build());
        answers.add(bank);
        answers.add(upi);
        answers.add(merchant.payees().verifyBank(bank.id()));
        answers.add(merchant.payees().verifyVpa(upi.id()));
        answers.add(merchant.payees().list(50, 0));
        PayoutInitiation completed = merchant.payouts().initiate(InitiatePayoutRequest.builder().payeeId(bank.id())
            .amount("1250.75").externalRef("po-1").method(PayoutMethod.IMPS).build());
        PayoutInitiation failed = merchant.payouts().initiate(InitiatePayoutRequest.builder().payeeId(upi.id())
            .amount("10.00").externalRef("po-2").method(PayoutMethod.UPI).build());
        answers.add(completed);
        answers.add(merchant.payouts().status(completed.transactionId())); // processing
        sandbox.completePayout(completed.transactionId());
        sandbox.failPayout(failed.transactionId(), "beneficiary bank offline");
        for (String id : List.of(completed.transactionId(), failed.transactionId())) {
          answers.add(merchant.payouts().status(id));
          answers.add(merchant.transactions().status(id));
        }
      }
    }
    return answers;
  }

  /** The corpus's answers that decode, decoded as HostileAnswersTest serves them. */
  private static List<Object> corpusAnswers() throws IOException {
    List<HostileAnswersTest.HostileCase> cases = new ArrayList<>(HostileCorpus.cases());
    cases.addAll(HostileCorpus.duplicateKeys());
    cases.addAll(HostileCorpus.timesAsNumbers());
    cases.addAll(HostileCorpus.blankStatuses());
    List<Object> answers = new ArrayList<>();
    for (HostileAnswersTest.HostileCase hostile : cases) {
      if (hostile.expected() instanceof Expected.Value) {
        answers.add(served(hostile.answer().get(), hostile.operation()::call));
      }
    }
    assertThat(answers).as("corpus answers that decode").isNotEmpty();
    return answers;
  }

  /** Each answer record from an answer holding only what its record requires. */
  private static List<Object> requiredFieldsOnly() throws IOException {
    String uuid = Operation.PAYEE_ID;
    List<Object> answers = new ArrayList<>();
    answers.add(served(ok(RawJson.object("payment_id", q("pay_1"), "checkout_url", q("https://pay.example.test/c/1"),
        "status", q("created"), "amount", q("499.0000")).toString()),
        c -> c.plugin.payments().create(CreatePaymentRequest.builder().merchantId("m_42").orderId("order-1")
            .amount("499.00").customer("Asha Rao", "asha@example.com", "9800000001").build())));
    answers.add(served(ok(RawJson.object("payment_id", q("pay_1"), "status", q("created"), "amount",
        q("499.0000")).toString()), c -> c.plugin.payments().status("pay_1")));
    answers.add(served(ok(RawJson.object("refund_id", q("rfnd_1"), "status", q("pending"), "amount",
        q("100.0000")).toString()), Operation.REFUND::call));
    answers.add(served(ok(RawJson.object("id", q(uuid), "short_id", q("k3x9a7b2c1"), "fixed_amount", q("250.0000"),
        "status", q("ACTIVE"), "checkout_url", q("https://pay.example.test/l/k3x9a7b2c1")).inEnvelope()),
        c -> c.merchant.links().create(CreateLinkRequest.builder().title("Invoice 7").amount("250.00")
            .externalId("inv-7").customer("Asha Rao", "asha@example.com", "9800000001").build())));
    answers.add(served(ok(RawJson.object("status", q("PENDING"), "short_id", q("k3x9a7b2c1")).inEnvelope()),
        Operation.LINK_STATUS::call));
    answers.add(served(ok(RawJson.object("id", q(uuid), "short_id", q("k3x9a7b2c1"), "fixed_amount", q("250.0000"),
        "status", q("ACTIVE")).inEnvelope()), c -> c.pub.links().checkout("k3x9a7b2c1")));
    String payee = RawJson.object("id", q(uuid), "status", q("active")).toString();
    answers.add(served(ok(RawJson.object("id", q(uuid), "status", q("active")).inEnvelope()),
        c -> c.merchant.payees().create(CreatePayeeRequest.builder().legalName("Ravi Kumar").vpa("ravi@upi")
            .build())));
    answers.add(served(ok(Answers.payees("[" + payee + "]", "1")), Operation.LIST_PAYEES::call));
    answers.add(served(ok(RawJson.object("status", q("verified")).inEnvelope()),
        c -> c.merchant.payees().verifyBank(uuid)));
    answers.add(served(ok(RawJson.object("status", q("verified")).inEnvelope()),
        c -> c.merchant.payees().verifyVpa(uuid)));
    answers.add(served(ok(RawJson.object("transaction_id", q("txn_9"), "status", q("processing")).inEnvelope()),
        Operation.PAYOUT::call));
    RawJson ledger = RawJson.object("id", q("txn_1"), "amount_gross", q("1250.7500"), "amount_net", q("1250.7500"),
        "status", q("processing"));
    answers.add(served(ok(ledger.inEnvelope()), Operation.PAYOUT_STATUS::call));
    answers.add(served(ok(ledger.inEnvelope()), c -> c.merchant.transactions().status("txn_1")));
    answers.add(served(ok(Answers.BALANCE.toString()), Operation.BALANCE::call));
    for (Object answer : answers) {
      assertThat(answer).as("decoded").isNotNull();
    }
    assertThat(answers.stream().filter(LedgerTransaction.class::isInstance)).hasSize(2);
    assertThat(answers.stream().filter(Balance.class::isInstance)).hasSize(1);
    return answers;
  }

  private static String q(String text) {
    return RawJson.quoted(text);
  }

  private static MockResponse ok(String body) {
    return new MockResponse.Builder().code(200).addHeader("Content-Type", "application/json").body(body).build();
  }

  /** Serves one answer to one call and returns what the call decoded. */
  private static Object served(MockResponse answer, Function<Operation.Clients, Object> call) throws IOException {
    try (MockWebServer server = new MockWebServer()) {
      server.start();
      HttpUrl url = server.url("/");
      server.enqueue(answer);
      return call.apply(new Operation.Clients("http://" + url.host() + ":" + url.port()));
    }
  }
}
