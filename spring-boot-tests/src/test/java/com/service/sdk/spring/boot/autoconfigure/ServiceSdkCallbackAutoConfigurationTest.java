package com.service.sdk.spring.boot.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;

import com.service.sdk.core.callback.CallbackHandler;
import com.service.sdk.core.callback.CallbackNotice;
import com.service.sdk.core.callback.CallbackResponse;
import com.service.sdk.core.callback.DeliveryStore;
import com.service.sdk.payouts.LinkOwnership;
import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.model.CreateLinkRequest;
import com.service.sdk.payouts.model.LinkPaymentState;
import com.service.sdk.payouts.model.LinkStatus;
import com.service.sdk.payouts.model.PaymentLink;
import com.service.sdk.plugin.model.HostedPayment;
import com.service.sdk.plugin.model.PaymentState;
import com.service.sdk.plugin.model.PaymentStatus;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import com.service.sdk.sandbox.junit.SandboxExtension;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.boot.test.context.runner.WebApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.servlet.function.RouterFunction;

/** The callback endpoints' conditions; {@link SpringBootApplicationTest} posts to them over HTTP. */
@ExtendWith(SandboxExtension.class)
class ServiceSdkCallbackAutoConfigurationTest {
  private static final AutoConfigurations CALLBACKS = AutoConfigurations.of(ServiceSdkAutoConfiguration.class,
      PluginClientAutoConfiguration.class, PayoutsClientsAutoConfiguration.class,
      ServiceSdkCallbackAutoConfiguration.class);

  private final WebApplicationContextRunner web = new WebApplicationContextRunner().withConfiguration(CALLBACKS)
      .withPropertyValues("service.sdk.base-url=https://api.example.test", "service.sdk.api-key-id=key_test_1",
          "service.sdk.api-secret=sk_test_never_shown");

  @Test
  void offUnlessEnabled_evenWithAnActionBean() {
    web.withUserConfiguration(PaymentAction.class).run(context ->
        assertThat(context).hasNotFailed().doesNotHaveBean(RouterFunction.class).doesNotHaveBean(CallbackHandler.class));
  }

  @Test
  void enabled_servesAnEndpointForEachActionBean() {
    web.withPropertyValues("service.sdk.callbacks.enabled=true").withUserConfiguration(PaymentAction.class)
        .run(context -> assertThat(context).hasNotFailed().hasBean("serviceSdkPaymentCallbackRoute")
            .hasBean("serviceSdkPaymentCallbackHandler").doesNotHaveBean("serviceSdkPayoutCallbackRoute"));
    web.withPropertyValues("service.sdk.callbacks.enabled=true").withUserConfiguration(PayoutAction.class)
        .run(context -> assertThat(context).hasNotFailed().hasBean("serviceSdkPayoutCallbackRoute")
            .doesNotHaveBean("serviceSdkPaymentCallbackRoute"));
    web.withPropertyValues("service.sdk.callbacks.enabled=true")
        .withUserConfiguration(PaymentAction.class, PayoutAction.class)
        .run(context -> assertThat(context.getBeansOfType(RouterFunction.class)).hasSize(2));
  }

  @Test
  void notAServletWebApplication_getsNoEndpoint() {
    new ApplicationContextRunner().withConfiguration(CALLBACKS).withUserConfiguration(PaymentAction.class)
        .withPropertyValues("service.sdk.base-url=https://api.example.test", "service.sdk.api-key-id=key_test_1",
            "service.sdk.api-secret=sk_test_never_shown", "service.sdk.callbacks.enabled=true")
        .run(context -> assertThat(context).hasNotFailed().doesNotHaveBean(RouterFunction.class));
  }

  @Test
  void enabledWithoutAnyAction_stopsStartup_sayingWhatToDefine() {
    web.withPropertyValues("service.sdk.callbacks.enabled=true").run(context -> {
      FailureAnalysis analysis = analysis(context.getStartupFailure());
      assertThat(analysis.getDescription()).startsWith("service.sdk.callbacks.enabled is true, but the application"
          + " defines no PaymentCallbackAction, PayoutCallbackAction or LinkCallbackAction bean");
      assertThat(analysis.getAction()).contains("Define a PaymentCallbackAction bean", "LinkCallbackAction bean with a"
          + " LinkOwnership bean");
    });
  }

  @Test
  void links_areServed_withALinkActionAndTheApplicationsLinkOwnership() {
    web.withPropertyValues("service.sdk.callbacks.enabled=true").withUserConfiguration(LinkAction.class, OwnLinks.class)
        .run(context -> assertThat(context).hasNotFailed().hasBean("serviceSdkLinkCallbackRoute")
            .hasBean("serviceSdkLinkCallbackHandler").doesNotHaveBean("serviceSdkPaymentCallbackRoute"));
    web.withPropertyValues("service.sdk.callbacks.enabled=true").withUserConfiguration(PaymentAction.class,
        OwnLinks.class).run(context -> assertThat(context).hasNotFailed().doesNotHaveBean("serviceSdkLinkCallbackRoute"));
  }

  @Test
  void aLinkActionWithoutALinkOwnership_stopsStartup_sayingWhyOnlyTheMerchantsRecordsDecide() {
    web.withPropertyValues("service.sdk.callbacks.enabled=true").withUserConfiguration(LinkAction.class).run(context -> {
      FailureAnalysis analysis = analysis(context.getStartupFailure());
      assertThat(analysis.getDescription()).startsWith("The application defines a LinkCallbackAction, but no single"
          + " LinkOwnership bean. A link callback is not authenticated: the link status that confirms it is public and"
          + " says nothing about whose link it is").contains("Only your own records can say a link is yours.");
      assertThat(analysis.getAction()).startsWith("Define one LinkOwnership bean that answers from your records");
    });
  }

  @Test
  void aLinkActionWithoutThePublicClient_stopsStartup_namingItsProperty() {
    web.withPropertyValues("service.sdk.callbacks.enabled=true", "service.sdk.public.enabled=false")
        .withUserConfiguration(LinkAction.class, OwnLinks.class).run(context -> {
          FailureAnalysis analysis = analysis(context.getStartupFailure());
          assertThat(analysis.getDescription()).contains("no PublicClient to confirm link callbacks with");
          assertThat(analysis.getAction()).contains("service.sdk.public.enabled");
        });
  }

  @Test
  void aLinkCallback_runsTheActionOnceForALinkOfTheMerchants_andAForgedOneIsRefusedWithoutAStatusCall(
      Sandbox sandbox, SandboxMerchant merchant) {
    SandboxMerchant other = sandbox.createMerchant();
    new WebApplicationContextRunner().withConfiguration(CALLBACKS).withUserConfiguration(LinkAction.class, OwnLinks.class)
        .withPropertyValues("service.sdk.base-url=" + sandbox.baseUrl(), "service.sdk.api-key-id=" + merchant.apiKeyId(),
            "service.sdk.api-secret=" + merchant.apiSecret(), "service.sdk.callbacks.enabled=true")
        .run(context -> {
          PaymentLink ours = link(context.getBean(MerchantClient.class), "inv-boot-ours");
          context.getBean(OwnLinks.class).shortIds.add(ours.shortId());
          PaymentLink theirs;
          try (MerchantClient theirClient = MerchantClient.builder().baseUrl(sandbox.baseUrl())
              .credentials(other.apiKeyId(), other.apiSecret()).build()) {
            theirs = link(theirClient, "inv-boot-theirs");
          }
          sandbox.payLink(ours.shortId());
          sandbox.payLink(theirs.shortId());
          CallbackHandler<?> handler = context.getBean("serviceSdkLinkCallbackHandler", CallbackHandler.class);
          int requestsBefore = sandbox.requests().size();

          CallbackResponse forged = handler.handle(shortId(theirs.shortId()), Map.of());
          int requestsAfterForged = sandbox.requests().size();
          CallbackResponse first = handler.handle(shortId(ours.shortId()), Map.of());
          CallbackResponse again = handler.handle(shortId(ours.shortId()), Map.of());

          assertThat(forged.result()).isEqualTo(CallbackResponse.Result.UNREADABLE);
          assertThat(forged.statusCode()).isEqualTo(400);
          assertThat(requestsAfterForged).isEqualTo(requestsBefore);
          assertThat(first.result()).isEqualTo(CallbackResponse.Result.HANDLED);
          assertThat(again.result()).isEqualTo(CallbackResponse.Result.DUPLICATE);
          assertThat(context.getBean(LinkAction.class).acted).singleElement().satisfies(status -> {
            assertThat(status.shortId()).isEqualTo(ours.shortId());
            assertThat(status.status()).isEqualTo(LinkPaymentState.SUCCESS);
          });
        });
  }

  private static PaymentLink link(MerchantClient client, String invoice) {
    return client.links().create(CreateLinkRequest.builder().title("Invoice " + invoice).amount("250.00")
        .externalId(invoice).customer("Asha Rao", "asha@example.com", "9800000000").build());
  }

  private static byte[] shortId(String shortId) {
    return ("{\"event\":\"link.paid\",\"short_id\":\"" + shortId + "\"}").getBytes(StandardCharsets.UTF_8);
  }

  @Test
  void anActionWithoutItsClient_stopsStartup_namingTheClientsProperty() {
    web.withPropertyValues("service.sdk.callbacks.enabled=true", "service.sdk.plugin.enabled=false")
        .withUserConfiguration(PaymentAction.class).run(context -> {
          FailureAnalysis analysis = analysis(context.getStartupFailure());
          assertThat(analysis.getDescription()).contains("no PluginClient to confirm payment callbacks with");
          assertThat(analysis.getAction()).contains("service.sdk.plugin.enabled");
        });
  }

  @Test
  void aPathThatIsNotOne_orABadTimeout_isNamed() {
    web.withPropertyValues("service.sdk.callbacks.enabled=true", "service.sdk.callbacks.payments-path=callbacks")
        .withUserConfiguration(PaymentAction.class).run(context -> assertThat(
            analysis(context.getStartupFailure()).getDescription())
            .isEqualTo("service.sdk.callbacks.payments-path=callbacks is not a path."));
    web.withPropertyValues("service.sdk.callbacks.enabled=true", "service.sdk.callbacks.timeout=0s")
        .withUserConfiguration(PaymentAction.class).run(context -> assertThat(
            analysis(context.getStartupFailure()).getDescription())
            .startsWith("service.sdk.callbacks.timeout=PT0S was refused"));
  }

  @Test
  void theApplicationsDeliveryStore_keepsTheConfirmedStates_andTheHandlerIsClosedWithTheContext(Sandbox sandbox,
      SandboxMerchant merchant) {
    List<String> claimed = new CopyOnWriteArrayList<>();
    DeliveryStore memory = DeliveryStore.inMemory(100);
    DeliveryStore recording = new DeliveryStore() {
      @Override
      public Claim claim(String key, String owner, Duration lease, CallbackNotice notice) {
        claimed.add(key);
        return memory.claim(key, owner, lease, notice);
      }

      @Override
      public void complete(String key, String owner) {
        memory.complete(key, owner);
      }

      @Override
      public void release(String key, String owner) {
        memory.release(key, owner);
      }

      @Override
      public List<Lapsed> takeLapsed(String owner, Duration lease, int max) {
        return memory.takeLapsed(owner, lease, max);
      }
    };
    AtomicReference<CallbackHandler<?>> handler = new AtomicReference<>();
    new WebApplicationContextRunner().withConfiguration(CALLBACKS).withUserConfiguration(PaymentAction.class)
        .withBean(DeliveryStore.class, () -> recording)
        .withPropertyValues("service.sdk.base-url=" + sandbox.baseUrl(), "service.sdk.api-key-id=" + merchant.apiKeyId(),
            "service.sdk.api-secret=" + merchant.apiSecret(), "service.sdk.callbacks.enabled=true")
        .run(context -> {
          HostedPayment payment = SpringBootApplicationTest.payment(context.getBean(
              com.service.sdk.plugin.PluginClient.class), merchant, "order-store-1", "https://shop.example.test/cb");
          sandbox.payPayment(payment.paymentId());
          handler.set(context.getBean("serviceSdkPaymentCallbackHandler", CallbackHandler.class));
          byte[] body = ("{\"payment_id\":\"" + payment.paymentId() + "\"}").getBytes(StandardCharsets.UTF_8);

          CallbackResponse first = handler.get().handle(body, Map.of());
          CallbackResponse again = handler.get().handle(body, Map.of());

          assertThat(first.result()).isEqualTo(CallbackResponse.Result.HANDLED);
          assertThat(again.result()).isEqualTo(CallbackResponse.Result.DUPLICATE);
          assertThat(claimed).containsExactly("payment " + payment.paymentId() + " " + PaymentState.PAID,
              "payment " + payment.paymentId() + " " + PaymentState.PAID);
          assertThat(context.getBean(PaymentAction.class).acted).singleElement()
              .satisfies(s -> assertThat(s.paymentId()).isEqualTo(payment.paymentId()));
        });

    assertThat(handler.get().handle(new byte[] {'{', '}'}, Map.of()).result())
        .isEqualTo(CallbackResponse.Result.UNREADABLE); // read before the workers
    assertThat(handler.get().handle(("{\"payment_id\":\"pay_1\"}").getBytes(StandardCharsets.UTF_8), Map.of()).result())
        .isEqualTo(CallbackResponse.Result.OVERLOADED); // its workers stopped with the context
  }

  private static FailureAnalysis analysis(Throwable failure) {
    FailureAnalysis analysis = new ServiceSdkFailureAnalyzer().analyze(failure);
    assertThat(analysis).as("analysis of %s", failure).isNotNull();
    return analysis;
  }

  @Configuration(proxyBeanMethods = false)
  static class PaymentAction {
    final List<PaymentStatus> acted = new CopyOnWriteArrayList<>();

    @Bean
    PaymentCallbackAction fulfil() {
      return acted::add;
    }
  }

  @Configuration(proxyBeanMethods = false)
  static class LinkAction {
    final List<LinkStatus> acted = new CopyOnWriteArrayList<>();

    @Bean
    LinkCallbackAction settleInvoices() {
      return acted::add;
    }
  }

  /** The merchant's records of the links it created. */
  @Configuration(proxyBeanMethods = false)
  static class OwnLinks {
    final Set<String> shortIds = ConcurrentHashMap.newKeySet();

    @Bean
    LinkOwnership invoiceLinks() {
      return shortIds::contains;
    }
  }

  @Configuration(proxyBeanMethods = false)
  static class PayoutAction {
    @Bean
    PayoutCallbackAction settle() {
      return transaction -> {};
    }
  }
}
